// Case: refused (nil_family). Package presets looks call options up by name and returns
// nil for a name it does not know; its callers only ask for known names, so nothing
// ever applies that nil. As a struct the family has no nil, and presets would stop
// compiling: the census lists a nil that becomes an option in any package of the module
// (go/types records it as untyped, so the place it goes decides).
package rpc

import "time"

type callOptions struct {
	timeout time.Duration
	retries int
}

// CallOption changes one outbound call.
type CallOption interface {
	apply(*callOptions)
}

type timeoutOption time.Duration

func (t timeoutOption) apply(o *callOptions) { o.timeout = time.Duration(t) }

type retryOption int

func (r retryOption) apply(o *callOptions) { o.retries = int(r) }

// WithTimeout bounds the call.
func WithTimeout(d time.Duration) CallOption { return timeoutOption(d) }

// WithRetries retries a failed call.
func WithRetries(n int) CallOption { return retryOption(n) }

// Resolve applies opts in order.
func Resolve(opts ...CallOption) (timeout time.Duration, retries int) {
	var o callOptions
	for _, opt := range opts {
		opt.apply(&o)
	}
	return o.timeout, o.retries
}
