// Case: a record declared once per platform, as a game server keeps its connections: a
// conn holds a file descriptor in conn_unix.go and a handle in conn_windows.go. Storing
// the list inline from one declaration would not build on the other platform, so the
// list is refused as declared_per_build, though the type checker sees only one.
package lobby

type server struct {
	name  string
	conns *conn
}

func (s *server) accept(id int) {
	s.conns = &conn{id: id, next: s.conns}
}

func (s *server) count() int {
	n := 0
	for c := s.conns; c != nil; c = c.next {
		n++
	}
	return n
}
