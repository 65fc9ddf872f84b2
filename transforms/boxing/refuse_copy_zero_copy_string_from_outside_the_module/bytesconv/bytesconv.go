// Package bytesconv converts between bytes and strings without copying, as fasthttp's
// helpers do: the string shares the slice's bytes.
package bytesconv

import "unsafe"

// B2S returns b's bytes as a string, valid while b is not changed.
func B2S(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }
