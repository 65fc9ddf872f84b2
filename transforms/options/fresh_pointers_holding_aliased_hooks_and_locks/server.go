// Case: variants built fresh as `&T{…}` whose fields are written with aliases: a hook
// typed `Middleware`, an alias of a func type, and a limiter guarded by `guard`, an alias
// of sync.Mutex. As with the types written out, they stay pointers: held by value the
// hook option would no longer reflect.DeepEqual itself (two funcs never do; the test
// compares a server's options with those passed), and the rate option's lock would be
// copied with every option (go vet's copylocks). The port variant goes by value.
// Rewritten.
package server

import (
	"net/http"
	"sync"
)

// Middleware wraps a handler.
type Middleware = func(http.Handler) http.Handler

type guard = sync.Mutex

type config struct {
	port int
	wrap []Middleware
	rate int
}

// Option configures a Server.
type Option interface{ apply(*config) }

type portOption int

func (o portOption) apply(c *config) { c.port = int(o) }

type middlewareOption struct {
	mw   Middleware
	name string
}

func (o *middlewareOption) apply(c *config) { c.wrap = append(c.wrap, o.mw) }

// rateOption may be changed while servers start (SetRate), so it guards its value.
type rateOption struct {
	mu        guard
	perSecond int
}

func (o *rateOption) apply(c *config) {
	o.mu.Lock()
	defer o.mu.Unlock()
	c.rate = o.perSecond
}

// WithPort sets the listening port.
func WithPort(p int) Option { return portOption(p) }

// WithMiddleware adds a named middleware.
func WithMiddleware(name string, mw Middleware) Option {
	return &middlewareOption{mw: mw, name: name}
}

// WithRate limits the server to n requests a second.
func WithRate(n int) Option { return &rateOption{perSecond: n} }

// Server keeps the options it was built with, for its admin page.
type Server struct {
	opts []Option
	cfg  config
}

// New builds a server.
func New(opts ...Option) *Server {
	s := &Server{opts: append([]Option(nil), opts...)}
	for _, o := range s.opts {
		o.apply(&s.cfg)
	}
	return s
}
