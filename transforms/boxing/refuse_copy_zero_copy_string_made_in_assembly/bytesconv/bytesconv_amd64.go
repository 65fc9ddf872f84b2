package bytesconv

// str is written in assembly: the string header takes b's pointer and length.
//
//go:noescape
func str(b []byte) string
