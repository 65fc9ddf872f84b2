// Case: refused (family_contains_itself). A variant holds another option by value
// (`fallback Option`): as a struct, Option would contain itself, which Go rejects as an
// invalid recursive type.
package retry

// Option configures a retry policy.
type Option interface{ apply(*policy) }

type policy struct {
	attempts int
	backoff  int
}

type attemptsOption int

func (o attemptsOption) apply(p *policy) { p.attempts = int(o) }

type orOption struct {
	first    int
	fallback Option
}

func (o orOption) apply(p *policy) {
	if o.first > 0 {
		p.backoff = o.first
		return
	}
	o.fallback.apply(p)
}

// Attempts sets how many times to try.
func Attempts(n int) Option { return attemptsOption(n) }

// BackoffOr sets the backoff, or applies the fallback when it is zero.
func BackoffOr(ms int, fallback Option) Option { return orOption{first: ms, fallback: fallback} }

// New applies the options.
func New(opts ...Option) policy {
	var p policy
	for _, o := range opts {
		o.apply(&p)
	}
	return p
}
