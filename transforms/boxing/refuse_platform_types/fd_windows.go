//go:build windows

package fd

// Handle is a file handle.
type Handle uintptr
