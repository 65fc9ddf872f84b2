// Case: a feature-flag registry prints each flag's mask as `int64(1)<<bit` or over a
// typed constant (`const one uint32 = 1`). Unlike `1<<bit`, whose untyped constant takes
// the type its context gives it, these keep their own type wherever the shift is
// written, so strconv prints what fmt printed: wrapping at 64 and 32 bits alike.
// Rewritten.
package flags

import "fmt"

const one uint32 = 1

// Mask names a flag's bit in a 64-bit mask.
func Mask(name string, bit uint) string {
	return fmt.Sprintf("%s=%d", name, int64(1)<<bit)
}

// Mask32 names a flag's bit in a 32-bit mask, in hex.
func Mask32(name string, bit uint) string {
	return fmt.Sprintf("%s=%x", name, one<<bit)
}
