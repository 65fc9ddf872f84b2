// Package registry keeps the codecs in the order they register; the first is the default.
package registry

var names []string

// Register adds a codec by name.
func Register(name string) { names = append(names, name) }

// Default is the first codec registered.
func Default() string {
	if len(names) == 0 {
		return ""
	}
	return names[0]
}

// All is every codec, in the order they registered.
func All() []string { return append([]string(nil), names...) }
