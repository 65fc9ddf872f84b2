//go:build !windows

package lobby

type conn struct {
	id   int
	fd   int
	next *conn
}
