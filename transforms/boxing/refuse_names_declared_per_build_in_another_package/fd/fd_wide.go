//go:build wide

package fd

// Handle is a descriptor as the kernel gives it.
type Handle = uintptr

// Invalid is the handle of no descriptor.
const Invalid Handle = ^uintptr(0)
