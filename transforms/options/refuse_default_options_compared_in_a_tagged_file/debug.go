//go:build debug

package server

import "fmt"

// dumpDefaults prints the first default and whether it is the verbose one.
func dumpDefaults() string {
	return fmt.Sprintf("%v (%T) verbose first: %t", defaultOpts[0], defaultOpts[0], defaultOpts[0] == defaultOpts[2])
}
