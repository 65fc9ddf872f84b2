package frames

// view is a string over b's bytes, without copying them (view_amd64.s).
//
//go:noescape
func view(b []byte) string
