// Case: refused (reaches_interface). Another package of the module logs the options a
// call was made with (`fmt.Sprintf("%v", opts)`): today each prints as its variant
// (`[3 5s]`), and as a struct it would print its kind and every field. That package's
// code is not in this one, so only a census of the module's importers sees it.
package rpc

import "time"

// CallOption configures one call.
type CallOption interface{ apply(*call) }

type call struct {
	retries int
	timeout time.Duration
}

type retriesOption int

func (r retriesOption) apply(c *call) { c.retries = int(r) }

type timeoutOption time.Duration

func (t timeoutOption) apply(c *call) { c.timeout = time.Duration(t) }

// WithRetries sets how many times the call is tried again.
func WithRetries(n int) CallOption { return retriesOption(n) }

// WithTimeout bounds the call.
func WithTimeout(d time.Duration) CallOption { return timeoutOption(d) }

// Do makes a call with the options.
func Do(opts ...CallOption) (int, time.Duration) {
	var c call
	for _, o := range opts {
		o.apply(&c)
	}
	return c.retries, c.timeout
}
