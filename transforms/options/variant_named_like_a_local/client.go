// Case: a client whose option variants are named for what they set (`retries`,
// `timeout`), and whose methods declare locals of the same names (`retries :=
// c.retries`, a parameter `timeout`). The type checker says those spellings are the
// locals, not the variants, so they are no use of a variant outside a constructor.
// Rewritten.
package client

import "time"

// Client calls a service with retries.
type Client struct {
	timeout time.Duration
	retries int
}

// Option configures a Client.
type Option interface{ apply(*Client) }

type timeout time.Duration

func (t timeout) apply(c *Client) { c.timeout = time.Duration(t) }

// WithTimeout sets the per-attempt timeout.
func WithTimeout(d time.Duration) Option { return timeout(d) }

type retries int

func (r retries) apply(c *Client) { c.retries = int(r) }

// WithRetries sets how many attempts a call makes.
func WithRetries(n int) Option { return retries(n) }

// New builds a Client.
func New(opts ...Option) *Client {
	c := &Client{timeout: time.Second}
	for _, o := range opts {
		o.apply(c)
	}
	return c
}

// Budget is the time all attempts may take together.
func (c *Client) Budget() time.Duration {
	retries := c.retries
	if retries == 0 {
		retries = 1
	}
	return time.Duration(retries) * c.timeout
}

// Deadline is when a call started at now gives up, given each attempt's timeout.
func (c *Client) Deadline(now time.Time, timeout time.Duration) time.Time {
	return now.Add(time.Duration(c.retries+1) * timeout)
}
