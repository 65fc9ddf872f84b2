// Case: refused (interface_embedded). Package tagged declares a struct embedding
// CallOption (its methods are promoted, so it implements the family), and a third
// package, client, converts one to a CallOption. As a struct the family is implemented
// by nothing, and client would stop compiling: the census walks the types of every
// package of the module that depends on the family, not only the package it lists.
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
