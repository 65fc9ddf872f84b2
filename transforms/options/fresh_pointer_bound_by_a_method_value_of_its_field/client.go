// Case: a variant built fresh as `&T{…}` binds a method value of its field (`take :=
// r.budget.take`, a pointer receiver, so it binds `&r.budget`) and calls it: the budget
// shrinks in place, as surely as through `r.budget.take()`. Rewritten, with that variant
// kept a pointer: held by value, each apply would spend from a copy, and every client
// would start from the full budget.
package client

type config struct {
	tries int
	name  string
}

// Option configures a client.
type Option interface {
	apply(*config)
}

type budget struct {
	left int
}

func (b *budget) take() int {
	if b.left > 0 {
		b.left--
	}
	return b.left
}

type retryOption struct {
	budget budget
}

func (r *retryOption) apply(c *config) {
	take := r.budget.take
	c.tries = take()
}

type nameOption string

func (n nameOption) apply(c *config) { c.name = string(n) }

// WithRetryBudget shares a budget of retries among the clients it configures.
func WithRetryBudget(n int) Option { return &retryOption{budget: budget{left: n}} }

// WithName names the client.
func WithName(name string) Option { return nameOption(name) }

// New applies opts in order.
func New(opts ...Option) config {
	var c config
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}
