// Package bytesconv converts between bytes and strings for hot paths.
package bytesconv

// String returns b as a string. On amd64 the string shares b's bytes (no copy): it
// changes when b does.
func String(b []byte) string {
	return str(b)
}
