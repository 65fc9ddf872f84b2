// Case: refused (alias_escapes). An alias is read after the record it names is replaced
// (directly and through a setter); after the rewrite it would point at the new record.
package config

type server struct{ conf *conf }

type conf struct{ port int }

func (s *server) setConf(port int) { s.conf = &conf{port: port} }

func (s *server) swap(port int) int {
	old := s.conf
	s.setConf(port)
	if old == nil {
		return 0
	}
	return old.port
}
