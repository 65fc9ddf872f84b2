// Case: a codec package names itself with fmt.Sprintf in its init, which registers it;
// fmt was its only import reaching fmt. Rewritten with strconv, the import of fmt stays
// blank (`_ "fmt"`): without it the package would be initialised before jsonx (Go
// initialises packages in dependency order, then by import path), and the registry's
// default codec would change.
package codecs

import (
	"example.com/codecs/registry"

	_ "example.com/codecs/gzipx"
	_ "example.com/codecs/jsonx"
)

// Listing is the registered codecs, the default first.
func Listing() []string {
	return append([]string{"default=" + registry.Default()}, registry.All()...)
}
