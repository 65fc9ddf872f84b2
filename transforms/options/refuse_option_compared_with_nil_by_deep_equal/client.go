// Case: refused (nil_family). A client keeps the last call option it applied, and its
// test checks that a fresh client applied none with reflect.DeepEqual(c.last, nil): an
// option never set is a nil interface, which DeepEqual finds equal to nil; once the
// family is a struct it is the zero struct, which DeepEqual finds unequal to nil.
package rpc

import "time"

type callConfig struct {
	timeout time.Duration
	retries int
}

// CallOption configures one call.
type CallOption interface{ apply(*callConfig) }

type timeoutOption time.Duration

func (t timeoutOption) apply(c *callConfig) { c.timeout = time.Duration(t) }

type retryOption int

func (r retryOption) apply(c *callConfig) { c.retries = int(r) }

// WithTimeout bounds a call.
func WithTimeout(d time.Duration) CallOption { return timeoutOption(d) }

// WithRetries retries a failed call n times.
func WithRetries(n int) CallOption { return retryOption(n) }

// Client makes calls with the options applied so far.
type Client struct {
	cfg  callConfig
	last CallOption
}

// NewClient makes a client that retries once.
func NewClient() *Client { return &Client{cfg: callConfig{retries: 1}} }

// Apply applies options in order, keeping the last one.
func (c *Client) Apply(opts ...CallOption) {
	for _, o := range opts {
		o.apply(&c.cfg)
		c.last = o
	}
}
