// Case: refused (traversal_head). Names walks the replicas a server knows, and moves on to
// its standby when it has one: the walk goes on along the list it started from. The index
// loop the rewrite writes reads `s.replicas` on every pass, so after `s = s.standby` it
// would index the standby's (shorter) list with the first list's positions.
package failover

type server struct {
	replicas *replica
	standby  *server
}

type replica struct {
	addr string
	next *replica
}

func (s *server) add(addr string) { s.replicas = &replica{addr: addr, next: s.replicas} }

// Names lists the replicas s knew when the walk began.
func Names(s *server) []string {
	var out []string
	for r := s.replicas; r != nil; r = r.next {
		out = append(out, r.addr)
		if s.standby != nil {
			s = s.standby
		}
	}
	return out
}
