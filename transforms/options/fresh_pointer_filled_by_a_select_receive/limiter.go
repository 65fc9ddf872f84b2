// Case: a variant built fresh as `&T{…}` whose method refills a field from a channel in
// a select (`case r.tokens = <-r.refill:`), as a rate limiter's option keeps the budget
// it was last sent: a write as surely as `r.tokens = …`. Rewritten, with that variant
// kept a pointer: held by value, each apply would refill a copy, and the next limiter
// would start from the first budget again.
package limiter

type config struct {
	burst int
	name  string
}

// Option configures a limiter.
type Option interface {
	apply(*config)
}

type refillOption struct {
	tokens int
	refill chan int
}

func (r *refillOption) apply(c *config) {
	select {
	case r.tokens = <-r.refill:
	default:
	}
	c.burst = r.tokens
}

type nameOption string

func (n nameOption) apply(c *config) { c.name = string(n) }

// WithRefill starts a budget of tokens, refilled from ch.
func WithRefill(tokens int, ch chan int) Option {
	return &refillOption{tokens: tokens, refill: ch}
}

// WithName names the limiter.
func WithName(name string) Option { return nameOption(name) }

// New applies opts in order.
func New(opts ...Option) config {
	var c config
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}
