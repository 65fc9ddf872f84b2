//go:build !amd64

package bytesconv

func str(b []byte) string { return string(b) }
