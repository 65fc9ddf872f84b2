// Case: refused (no_gain). The only variant is built fresh as `&T{…}`, but its method
// counts how often it was applied in its own field: copies of one option share that
// count today, and a value copy per apply would lose it, so it stays a pointer, and a
// pointer boxes for free: the rewrite would save nothing.
package limiter

// Option configures a limiter.
type Option interface{ apply(*limiter) }

type limiter struct{ burst int }

type burstOption struct {
	burst   int
	applied int
}

// lastApplied is how often the option applied last had been applied.
var lastApplied int

func (b *burstOption) apply(l *limiter) {
	b.applied++
	lastApplied = b.applied
	l.burst = b.burst
}

// WithBurst sets the burst.
func WithBurst(n int) Option { return &burstOption{burst: n} }

// New applies the options.
func New(opts ...Option) limiter {
	var l limiter
	for _, o := range opts {
		o.apply(&l)
	}
	return l
}
