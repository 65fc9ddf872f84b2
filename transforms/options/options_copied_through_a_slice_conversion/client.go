// Case: a client keeps its options and derives clients with more, copying the slice
// with the idiom `append(append([]CallOption(nil), c.opts...), opts...)`: the slice
// conversion `[]CallOption(nil)` stays valid once the family is a struct, like a slice
// literal. Rewritten.
package client

import "time"

type call struct {
	timeout time.Duration
	retries int
}

// CallOption configures a call.
type CallOption interface{ apply(*call) }

type timeoutOption time.Duration

func (t timeoutOption) apply(c *call) { c.timeout = time.Duration(t) }

type retryOption int

func (r retryOption) apply(c *call) { c.retries = int(r) }

// WithTimeout bounds a call.
func WithTimeout(d time.Duration) CallOption { return timeoutOption(d) }

// WithRetries retries a call n times.
func WithRetries(n int) CallOption { return retryOption(n) }

// Client makes calls with its options.
type Client struct{ opts []CallOption }

// With derives a client with more options.
func (c *Client) With(opts ...CallOption) *Client {
	return &Client{opts: append(append([]CallOption(nil), c.opts...), opts...)}
}

func (c *Client) settings() call {
	var s call
	for _, o := range c.opts {
		o.apply(&s)
	}
	return s
}
