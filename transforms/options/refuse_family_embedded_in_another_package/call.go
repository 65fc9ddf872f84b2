// Case: refused (interface_embedded). Package middleware wraps an option in a struct
// that embeds it (`Tagged{Option, Layer}`) and stores the wrapper where a CallOption is
// taken: it implements the interface through the embedded field. Once CallOption is a
// struct, nothing else converts to it, and middleware would stop compiling.
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
