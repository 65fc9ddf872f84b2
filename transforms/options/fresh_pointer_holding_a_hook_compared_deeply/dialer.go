// Case: a variant built fresh as `&T{…}` that holds a callback (`fn func(string)`), and a
// test comparing a client's options with reflect.DeepEqual, the same hook option on both
// sides: DeepEqual finds two equal pointers equal without looking inside, but two
// non-nil funcs never equal. Rewritten, with that variant kept a pointer: held by value
// the option would no longer DeepEqual itself.
package dialer

import "time"

type dialConfig struct {
	timeout time.Duration
	onDial  func(string)
	name    string
}

// Option configures a Client.
type Option interface{ apply(*dialConfig) }

type hookOption struct {
	name string
	fn   func(string)
}

func (h *hookOption) apply(c *dialConfig) { c.onDial, c.name = h.fn, h.name }

type timeoutOption time.Duration

func (t timeoutOption) apply(c *dialConfig) { c.timeout = time.Duration(t) }

// WithHook runs fn after each dial.
func WithHook(name string, fn func(addr string)) Option { return &hookOption{name: name, fn: fn} }

// WithTimeout bounds each dial.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

// Client dials with its options.
type Client struct {
	opts []Option
	cfg  dialConfig
}

// NewClient applies the options.
func NewClient(opts ...Option) *Client {
	c := &Client{opts: opts}
	for _, o := range opts {
		o.apply(&c.cfg)
	}
	return c
}

// With returns a client with c's options and more.
func (c *Client) With(opts ...Option) *Client {
	return NewClient(append(append([]Option{}, c.opts...), opts...)...)
}
