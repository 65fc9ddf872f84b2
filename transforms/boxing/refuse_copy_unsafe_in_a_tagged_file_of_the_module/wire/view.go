//go:build !zerocopy

package wire

// view is the frame's id as a string of its own.
func view(b []byte) string { return string(b) }
