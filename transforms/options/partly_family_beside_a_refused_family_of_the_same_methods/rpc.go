// Case: two families with the same method set over one config, ServerOption and
// ClientOption, as small RPC kits declare them. ServerOption is refused (Validate
// compares options with nil); ClientOption is rewritten alone. nameOption implements
// both interfaces but only ServerOption's constructor builds it, so it is no variant of
// ClientOption and does not tie the two families together. Rewritten.
package rpc

import "time"

type endpoint struct {
	name    string
	addr    string
	timeout time.Duration
}

// ServerOption configures a server.
type ServerOption interface{ apply(*endpoint) }

// ClientOption configures a client.
type ClientOption interface{ apply(*endpoint) }

type nameOption string

func (o nameOption) apply(e *endpoint) { e.name = string(o) }

type addrOption string

func (o addrOption) apply(e *endpoint) { e.addr = string(o) }

type timeoutOption time.Duration

func (o timeoutOption) apply(e *endpoint) { e.timeout = time.Duration(o) }

// WithName names the service a server registers.
func WithName(s string) ServerOption { return nameOption(s) }

// WithAddr is the address a client dials.
func WithAddr(s string) ClientOption { return addrOption(s) }

// WithTimeout bounds each call of a client.
func WithTimeout(d time.Duration) ClientOption { return timeoutOption(d) }

// NewServer applies server options.
func NewServer(opts ...ServerOption) endpoint {
	var e endpoint
	for _, o := range opts {
		o.apply(&e)
	}
	return e
}

// Dial applies client options.
func Dial(opts ...ClientOption) endpoint {
	e := endpoint{timeout: time.Second}
	for _, o := range opts {
		o.apply(&e)
	}
	return e
}

// Validate reports whether every server option is set.
func Validate(opts ...ServerOption) bool {
	for _, o := range opts {
		if o == nil {
			return false
		}
	}
	return true
}
