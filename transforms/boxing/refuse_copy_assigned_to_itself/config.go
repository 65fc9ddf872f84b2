// Case: refused (a copy assigned to itself). Detach copies a config's name with
// fmt.Sprint so that it no longer keeps the large text it was sliced from alive. The
// rewrite would be `c.Name = c.Name`, a self-assignment go vet reports, and the copy
// would be lost. DetachPath spells the same with parentheses, `(c.Path) = …(c).Path`,
// which vet does not see through: still a self-assignment, refused alike. DetachLabel
// copies a label kept in a map: vet passes over `m[k] = m[k]`, but the statement would
// still do nothing, and the refusal says so.
package config

import "fmt"

// Config is one entry of a parsed file.
type Config struct {
	Name   string
	Path   string
	Labels map[string]string
}

// Detach gives c a name of its own, not a slice of the file's text.
func Detach(c *Config) {
	c.Name = fmt.Sprint(c.Name)
}

// DetachPath gives c a path of its own.
func DetachPath(c *Config) {
	(c.Path) = fmt.Sprintf("%s", (c).Path)
}

// DetachLabel gives a label of c a text of its own.
func DetachLabel(c *Config, key string) {
	c.Labels[key] = fmt.Sprint(c.Labels[key])
}
