package save

import "unsafe"

// view returns the bytes as a string without copying them; b must not change afterwards.
func view(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}
