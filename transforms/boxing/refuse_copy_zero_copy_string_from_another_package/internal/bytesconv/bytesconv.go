// Package bytesconv converts between bytes and strings without copying.
package bytesconv

import "unsafe"

// B2S views b as a string; b must not change while the string is in use.
func B2S(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }
