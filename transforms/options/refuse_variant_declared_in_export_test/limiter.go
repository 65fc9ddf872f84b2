// Case: a rate limiter's options, and the export_test.go idiom: that file (package
// ratelimit, compiled only by `go test`) adds a variant, clockOption, and its
// constructor WithClock so that the external tests can drive time. Rewritten, the
// dispatcher in limiter.go would name clockOption in every build, and `go build` (any
// importer) would fail with "undefined: clockOption" while `go test` still passed.
// Refused (declared_per_build).
package ratelimit

import "time"

type config struct {
	per   time.Duration
	slack int
	now   func() time.Time
}

// Option configures a Limiter.
type Option interface {
	apply(*config)
}

type perOption time.Duration

func (p perOption) apply(c *config) { c.per = time.Duration(p) }

type slackOption int

func (s slackOption) apply(c *config) { c.slack = int(s) }

// Per sets the window the rate is counted over.
func Per(d time.Duration) Option { return perOption(d) }

// WithSlack lets unused permits carry over, up to n.
func WithSlack(n int) Option { return slackOption(n) }

// Limiter spaces calls out to rate per window.
type Limiter struct {
	interval time.Duration
	slack    int
	now      func() time.Time
}

// New builds a limiter of rate calls per second, unless an option says otherwise.
func New(rate int, opts ...Option) *Limiter {
	c := config{per: time.Second, now: time.Now}
	for _, o := range opts {
		o.apply(&c)
	}
	return &Limiter{interval: c.per / time.Duration(rate), slack: c.slack, now: c.now}
}

// Interval is the time between two permits.
func (l *Limiter) Interval() time.Duration { return l.interval }

// Now reads the limiter's clock.
func (l *Limiter) Now() time.Time { return l.now() }
