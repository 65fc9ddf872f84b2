// Case: a feature-flag registry prints each flag's mask as `int64(1)<<bit`, over a
// typed constant (`const one uint32 = 1`), or as `int64(1<<bit)`. Unlike a bare
// `1<<bit`, whose untyped constant takes the type the operand's context gives it, these
// get their type where they are written (the conversion around the shift types its `1`),
// which the rewrite keeps, so strconv prints what fmt printed: wrapping at 64 and 32
// bits alike. Rewritten.
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

// Bit names a flag's bit with the conversion around the shift, as `time.Duration(1<<n)`
// is written: the conversion gives the constant its type.
func Bit(name string, bit uint) string {
	return fmt.Sprintf("%s=%d", name, int64(1<<bit))
}

// Bit32 names a flag's bit in a 32-bit mask, in hex.
func Bit32(name string, bit uint) string {
	return fmt.Sprintf("%s=%x", name, uint32(1<<bit))
}
