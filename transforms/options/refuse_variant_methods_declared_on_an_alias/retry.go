// Case: a variant's method is declared on an alias of it (`func (a attempts) apply`,
// with `type attempts = retryOption`, a name kept from an older API). Go counts
// retryOption as a variant, but variants are matched by the name their methods are
// declared on, so WithRetries would read as building none: refused as variant_aliased,
// naming the alias, rather than as a constructor building no variant.
package retry

import "time"

type config struct {
	retries int
	backoff time.Duration
}

// Option configures a client's retries.
type Option interface {
	apply(*config)
}

type retryOption int

// attempts is the name this option had before it was exported through WithRetries.
type attempts = retryOption

func (a attempts) apply(c *config) { c.retries = int(a) }

type backoffOption time.Duration

func (b backoffOption) apply(c *config) { c.backoff = time.Duration(b) }

// WithRetries sets how many times a call is tried again.
func WithRetries(n int) Option { return retryOption(n) }

// WithBackoff sets the pause between tries.
func WithBackoff(d time.Duration) Option { return backoffOption(d) }

// New applies opts in order.
func New(opts ...Option) config {
	var c config
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}
