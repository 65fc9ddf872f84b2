// Case: refused (reflection_or_unsafe). A rate limiter's test keeps its options two
// words, as an interface is, with unsafe.Sizeof: once the family is a struct holding a
// field per variant, the size it reports grows and the test fails.
package ratelimit

import "time"

type config struct {
	name  string
	slack int
	per   time.Duration
}

// Option configures a Limiter.
type Option interface{ apply(*config) }

type slackOption int

func (s slackOption) apply(c *config) { c.slack = int(s) }

type perOption time.Duration

func (p perOption) apply(c *config) { c.per = time.Duration(p) }

type nameOption string

func (n nameOption) apply(c *config) { c.name = string(n) }

// WithName names the limiter in its metrics.
func WithName(name string) Option { return nameOption(name) }

// WithSlack lets up to n requests through at once after an idle spell.
func WithSlack(n int) Option { return slackOption(n) }

// Per sets the window the rate counts over.
func Per(d time.Duration) Option { return perOption(d) }

// Limiter lets rate requests through per window.
type Limiter struct {
	rate int
	cfg  config
}

// New makes a Limiter from its rate and options, applied in order.
func New(rate int, opts ...Option) *Limiter {
	l := &Limiter{rate: rate, cfg: config{slack: 10, per: time.Second}}
	for _, o := range opts {
		o.apply(&l.cfg)
	}
	return l
}
