//go:build !windows

package fd

// Handle is a file descriptor.
type Handle int32
