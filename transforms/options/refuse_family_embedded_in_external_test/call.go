// Case: refused (interface_embedded). The external test wraps an option in its own
// `recorded` struct, which embeds it, and passes the wrapper where a CallOption is
// taken (as package middleware does with Tagged; the plan names the first place). Once
// CallOption is a struct, nothing else converts to it, and the test would not compile.
package rpc

import "time"

type callConfig struct {
	timeout time.Duration
	retries int
	headers map[string]string
}

// CallOption configures one call.
type CallOption interface {
	apply(*callConfig)
}

type timeoutOption time.Duration

func (t timeoutOption) apply(c *callConfig) { c.timeout = time.Duration(t) }

type retriesOption int

func (r retriesOption) apply(c *callConfig) { c.retries = int(r) }

type headerOption struct{ key, value string }

func (h headerOption) apply(c *callConfig) {
	if c.headers == nil {
		c.headers = map[string]string{}
	}
	c.headers[h.key] = h.value
}

// WithTimeout bounds the call.
func WithTimeout(d time.Duration) CallOption { return timeoutOption(d) }

// WithRetries sets how many times a failed call is tried again.
func WithRetries(n int) CallOption { return retriesOption(n) }

// WithHeader adds a request header.
func WithHeader(key, value string) CallOption { return headerOption{key, value} }

// Settings applies opts in order and reports the result.
func Settings(opts ...CallOption) (time.Duration, int, map[string]string) {
	var c callConfig
	for _, o := range opts {
		o.apply(&c)
	}
	return c.timeout, c.retries, c.headers
}
