//go:build !windows

package watch

// fd is an OS file descriptor.
type fd = int

func open(name string) fd { return len(name) }
