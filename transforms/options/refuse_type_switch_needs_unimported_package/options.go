// Case: refused (type_switch). describe.go switches on an option's type and reads the
// timeout variant's field; the kind switch would rebuild that variant as
// `timeoutOption{d: time.Duration(o.d)}`, and describe.go does not import time.
package client

import "time"

type config struct {
	timeout time.Duration
	name    string
}

// Option configures a client.
type Option interface{ apply(*config) }

type timeoutOption struct{ d time.Duration }

func (t timeoutOption) apply(c *config) { c.timeout = t.d }

type nameOption string

func (n nameOption) apply(c *config) { c.name = string(n) }

// WithTimeout bounds every call.
func WithTimeout(d time.Duration) Option { return timeoutOption{d: d} }

// WithName names the client.
func WithName(n string) Option { return nameOption(n) }

// New applies opts in order.
func New(opts ...Option) config {
	var c config
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}
