// Case: a variant built fresh as `&T{…}` that must stay a pointer because it holds a
// noCopy guard: a struct of the package whose pointer has Lock and Unlock (the idiom
// protobuf and uber-go's atomic use so that go vet's copylocks check reports copies).
// Held by value in the family struct, every range over the options and every apply
// through the dispatcher would copy it, and vet would report both. No sync type is
// spelled: the type checker's method sets say it is a lock. The name variant goes by
// value. Rewritten.
package client

import "time"

// noCopy may be embedded into structs which must not be copied after first use.
type noCopy struct{}

func (*noCopy) Lock()   {}
func (*noCopy) Unlock() {}

type config struct {
	name    string
	timeout time.Duration
}

// Option configures a Client.
type Option interface{ apply(*config) }

type nameOption string

func (n nameOption) apply(c *config) { c.name = string(n) }

type timeoutOption struct {
	_ noCopy
	d time.Duration
}

func (t *timeoutOption) apply(c *config) { c.timeout = t.d }

// WithName names the client in its logs.
func WithName(name string) Option { return nameOption(name) }

// WithTimeout bounds each call.
func WithTimeout(d time.Duration) Option { return &timeoutOption{d: d} }

// Client is configured by options.
type Client struct{ cfg config }

// New applies the options in order.
func New(opts ...Option) *Client {
	c := &Client{}
	for _, o := range opts {
		o.apply(&c.cfg)
	}
	return c
}
