// Package registry keeps the options each named logger was built with.
package registry

import "example.com/zlog"

// entry is one option of one logger.
type entry struct {
	logger string
	opt    zlog.Option
}

// Counts holds how often each entry was registered.
type Counts map[entry]int

// Loggers lists the loggers with at least one entry, each once.
func Loggers(c Counts) []string {
	seen := map[string]bool{}
	var out []string
	for e := range c {
		if !seen[e.logger] {
			seen[e.logger] = true
			out = append(out, e.logger)
		}
	}
	return out
}
