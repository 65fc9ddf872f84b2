// Case: refused (nil_family). Each shape below holds a nil Option for a slot filled in
// later: appended to a slice, a map value, a field of an unkeyed struct literal and a
// value sent on a channel. As a struct, Option has no nil, so none of them would compile.
// A nil []Option field (`opts: nil` in the test) is a nil slice, which stays valid: it is
// no reason to refuse.
package dialer

import "time"

type settings struct {
	addr    string
	timeout time.Duration
	retries int
}

// Option configures a Client.
type Option interface {
	apply(*settings)
}

type addrOption string

func (a addrOption) apply(s *settings) { s.addr = string(a) }

type timeoutOption time.Duration

func (t timeoutOption) apply(s *settings) { s.timeout = time.Duration(t) }

type retriesOption int

func (r retriesOption) apply(s *settings) { s.retries = int(r) }

// WithAddr sets the address to dial.
func WithAddr(addr string) Option { return addrOption(addr) }

// WithTimeout bounds each attempt.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

// WithRetries sets how many attempts follow a failed one.
func WithRetries(n int) Option { return retriesOption(n) }

// Client dials with its settings.
type Client struct{ settings settings }

// New applies opts in order.
func New(opts ...Option) *Client {
	c := &Client{}
	for _, o := range opts {
		o.apply(&c.settings)
	}
	return c
}

// defaults keeps slot 0 for the address, which Dial fills in.
func defaults() []Option {
	return append(make([]Option, 0, 3), nil, WithTimeout(time.Second))
}

// Dial builds a client for addr over the defaults.
func Dial(addr string) *Client {
	opts := defaults()
	opts[0] = WithAddr(addr)
	return New(opts...)
}

// named keeps one option per setting, each filled in by Set.
type named struct {
	byName map[string]Option
}

func newNamed() *named {
	return &named{byName: map[string]Option{"addr": nil}}
}

// Set replaces the option kept for a setting.
func (n *named) Set(name string, o Option) { n.byName[name] = o }

// step is one reconfiguration: an option and why it was made.
type step struct {
	opt    Option
	reason string
}

// plan starts with an empty step for the address, filled in by its caller.
func plan(retries int) []step {
	return []step{step{nil, "address"}, {WithRetries(retries), "retries"}}
}

// updates carries options to a running client; the first is a placeholder.
func updates() chan Option {
	ch := make(chan Option, 2)
	ch <- nil
	return ch
}
