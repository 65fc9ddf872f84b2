// Case: a client whose debug build (`//go:build clientdebug`) prints the options it was
// given. That file is in no type facts of the build judged (linux/amd64, no tags), so
// the census cannot see the options reach fmt there. Refused (other_build_use), naming
// the file and its tag: with -tags clientdebug the dump would print {1 h 0} for "h".
package client

import "time"

type settings struct {
	addr    string
	db      int
	timeout time.Duration
}

// Option configures a client.
type Option interface {
	apply(*settings)
}

type addrOption string

func (a addrOption) apply(s *settings) { s.addr = string(a) }

type dbOption int

func (d dbOption) apply(s *settings) { s.db = int(d) }

// WithAddr sets the server address.
func WithAddr(addr string) Option { return addrOption(addr) }

// WithDB selects a database.
func WithDB(n int) Option { return dbOption(n) }

// New builds the settings.
func New(opts ...Option) settings {
	s := settings{addr: "localhost:6379", timeout: time.Second}
	for _, o := range opts {
		o.apply(&s)
	}
	return s
}
