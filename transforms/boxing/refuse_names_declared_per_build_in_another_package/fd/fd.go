//go:build !wide

// Package fd wraps the descriptors the poller watches.
package fd

// Handle is a descriptor as the kernel gives it.
type Handle = int32

// Invalid is the handle of no descriptor.
const Invalid Handle = -1
