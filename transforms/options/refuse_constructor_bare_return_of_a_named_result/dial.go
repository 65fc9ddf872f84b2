// Case: a constructor with a named family result returns early with a bare `return`
// when its input does not parse (`func ParseTimeout(s string) (o Option, err error)`):
// that gives a nil Option, as `return nil, err` would, and applying it panics, which the
// test expects. As a struct the option would be the zero one, whose apply does nothing.
// Refused as nil_family.
package dial

import "time"

type config struct {
	timeout time.Duration
	retries int
}

// Option configures a dialer.
type Option interface {
	apply(*config)
}

type timeoutOption time.Duration

func (t timeoutOption) apply(c *config) { c.timeout = time.Duration(t) }

type retriesOption int

func (r retriesOption) apply(c *config) { c.retries = int(r) }

// ParseTimeout reads a timeout option from text such as "250ms".
func ParseTimeout(s string) (o Option, err error) {
	d, err := time.ParseDuration(s)
	if err != nil {
		return
	}
	return timeoutOption(d), nil
}

// WithRetries sets how many times a dial is tried again.
func WithRetries(n int) Option { return retriesOption(n) }
