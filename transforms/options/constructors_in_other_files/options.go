// Case: the family is declared in one file and its variants and constructors in others,
// as packages grow (the constructor's name is read from its own file: reading it from the
// interface's crashed the plan). Rewritten.
package dialer

import "time"

// Option configures a dialer.
type Option interface{ apply(*opts) }

type opts struct {
	timeout time.Duration
	retries int
}

// Dial applies the options.
func Dial(options ...Option) opts {
	var o opts
	for _, opt := range options {
		opt.apply(&o)
	}
	return o
}
