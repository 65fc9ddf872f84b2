// Case: with --layout wide every variant keeps a field of its own type, holding the value
// whole, even where the compact layout would share a string between variants.
// Rewritten.
// Flags: --layout wide
package dial

type config struct {
	addr    string
	user    string
	retries int
}

// Option configures Dial.
type Option interface {
	apply(*config)
}

type addrOption string

func (a addrOption) apply(c *config) { c.addr = string(a) }

// WithAddr sets the address to dial.
func WithAddr(addr string) Option { return addrOption(addr) }

type userOption struct{ name string }

func (u userOption) apply(c *config) { c.user = u.name }

// WithUser sets the user to log in as.
func WithUser(name string) Option { return userOption{name: name} }

type retriesOption int

func (r retriesOption) apply(c *config) { c.retries = int(r) }

// WithRetries sets how often to retry.
func WithRetries(n int) Option { return retriesOption(n) }

// Dial applies the options and describes the connection.
func Dial(opts ...Option) config {
	c := config{retries: 1}
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}
