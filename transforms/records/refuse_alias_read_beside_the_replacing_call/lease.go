// Case: refused (alias_escapes). A service logs a lease rotation in one call: the old
// lease's host and ttl, the new ttl renew returns, and the old host again. Go leaves open
// whether the plain operands are read before or after renew() runs, and gc reads them
// after: today `old` still points to the old lease (`a:5 -> 60 (a)`); rewritten as
// `&s.lease`, it would read the renewed one (`b:60 -> 60 (b)`).
package discovery

import "fmt"

type lease struct {
	host string
	ttl  int
}

type svc struct {
	name  string
	lease *lease
}

func (s *svc) renew() int {
	s.lease = &lease{host: "b", ttl: 60}
	return 60
}

func (s *svc) rotate() string {
	old := s.lease
	if old == nil {
		return "none"
	}
	return fmt.Sprintf("%s:%d -> %d (%s)", old.host, old.ttl, s.renew(), old.host)
}
