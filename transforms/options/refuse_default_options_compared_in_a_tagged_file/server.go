// Case: refused (other_build_use). A server keeps its default options in a package
// variable, and a file only `-tags debug` builds compares two of them and prints one
// with %T. That file never names Option, a variant or a constructor, yet it holds
// options: rewritten, the family struct holds a func variant and cannot be compared,
// so `go vet -tags debug` would fail (`struct containing optionFunc cannot be
// compared`), and %T would print the struct. A file left out of the build that spells a
// name declared with the family (defaultOpts) refuses it.
package server

import "time"

type config struct {
	name    string
	timeout time.Duration
	verbose bool
}

// Option configures a Server.
type Option interface{ apply(*config) }

type nameOption string

func (n nameOption) apply(c *config) { c.name = string(n) }

type timeoutOption time.Duration

func (t timeoutOption) apply(c *config) { c.timeout = time.Duration(t) }

type optionFunc func(*config)

func (f optionFunc) apply(c *config) { f(c) }

// WithName names the server.
func WithName(name string) Option { return nameOption(name) }

// WithTimeout bounds each request.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

// WithVerbose logs every request.
func WithVerbose() Option { return optionFunc(func(c *config) { c.verbose = true }) }

var defaultOpts = []Option{WithName("svc"), WithTimeout(time.Second), WithVerbose()}

// Server is configured by options, the defaults first.
type Server struct{ cfg config }

// New applies the defaults, then opts.
func New(opts ...Option) *Server {
	s := &Server{}
	for _, o := range append(defaultOpts[:len(defaultOpts):len(defaultOpts)], opts...) {
		o.apply(&s.cfg)
	}
	return s
}
