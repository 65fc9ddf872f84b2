// Case: refused (declared_per_build). A dialer's WithSocket constructor exists only where
// unix sockets do (dial_unix.go, `//go:build !windows`). The rewritten family would not
// name it, but a windows build could declare its own WithSocket in a file no type facts
// describe, still returning a variant as the interface: the refusal says so, rather
// than that the family would name the constructor.
package dialer

type config struct {
	addr string
	tls  bool
}

// Option configures a Dialer.
type Option interface{ apply(*config) }

type addrOption string

func (a addrOption) apply(c *config) { c.addr = string(a) }

type tlsOption bool

func (t tlsOption) apply(c *config) { c.tls = bool(t) }

// WithAddr dials a TCP address.
func WithAddr(addr string) Option { return addrOption(addr) }

// WithTLS turns TLS on or off.
func WithTLS(on bool) Option { return tlsOption(on) }

// Dialer is configured by options.
type Dialer struct{ cfg config }

// New applies the options in order.
func New(opts ...Option) *Dialer {
	d := &Dialer{}
	for _, o := range opts {
		o.apply(&d.cfg)
	}
	return d
}
