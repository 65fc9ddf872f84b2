// Package registry keeps the names of the packages that registered, in the order their
// init functions ran.
package registry

var names []string

// Register adds a name.
func Register(name string) { names = append(names, name) }

// All is every name, in the order they registered.
func All() []string { return append([]string(nil), names...) }
