// Case: a protocol client's options: WithCapability sets one bit of the uint8 capability
// byte, built as `capabilityOption(1 << bit)`, WithFlag one bit of a flags byte held in
// a struct variant, and WithWindow takes an int. The compact layout keeps all three in
// one int field. The conversion gave the shift's untyped `1` the type uint8, so a bit
// past 7 wraps to 0 and such an option equals NoCapabilities; inside `int(…)` alone the
// same text would shift an int and make 256. The rewrite keeps the variant's type
// inside: `int(capabilityOption(1 << bit))`, `int(uint8(1 << bit))`. Rewritten.
package proto

type conn struct {
	caps   uint8
	flags  uint8
	window int
}

// Option configures a connection.
type Option interface{ apply(*conn) }

type capabilityOption uint8

func (o capabilityOption) apply(c *conn) { c.caps |= uint8(o) }

type flagsOption struct{ mask uint8 }

func (o flagsOption) apply(c *conn) { c.flags |= o.mask }

type windowOption struct{ size int }

func (o windowOption) apply(c *conn) { c.window = o.size }

// WithCapability announces the capability numbered bit; only bits 0 to 7 exist.
func WithCapability(bit uint) Option { return capabilityOption(1 << bit) }

// WithFlag sets the header flag numbered bit.
func WithFlag(bit uint) Option { return flagsOption{mask: 1 << bit} }

// WithWindow sets the flow-control window.
func WithWindow(n int) Option { return windowOption{size: n} }

// NoCapabilities announces nothing.
func NoCapabilities() Option { return capabilityOption(0) }

// Dial applies the options to a new connection.
func Dial(opts ...Option) conn {
	var c conn
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}
