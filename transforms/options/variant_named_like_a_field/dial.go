// Case: a variant type shares its name with another variant's field (`type timeout
// time.Duration` beside `dialOption{timeout: d, …}`): the key in that literal names the
// field, not the type, so it is no use of the variant outside a constructor (it was
// refused as variant_used_elsewhere). Rewritten.
package dial

import "time"

type config struct {
	timeout time.Duration
	retries int
}

// Option configures a dialer.
type Option interface{ apply(*config) }

type timeout time.Duration

func (t timeout) apply(c *config) { c.timeout = time.Duration(t) }

type dialOption struct {
	timeout time.Duration
	retries int
}

func (d dialOption) apply(c *config) {
	c.timeout = d.timeout
	c.retries = d.retries
}

// WithTimeout bounds each dial.
func WithTimeout(d time.Duration) Option { return timeout(d) }

// WithDial sets the timeout and the retries together.
func WithDial(d time.Duration, retries int) Option {
	return dialOption{timeout: d, retries: retries}
}

// New applies opts in order.
func New(opts ...Option) config {
	var c config
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}
