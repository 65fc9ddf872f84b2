package lobby

type conn struct {
	id     int
	handle uintptr
	next   *conn
}
