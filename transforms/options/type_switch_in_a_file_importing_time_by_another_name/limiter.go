// Case: a type switch on options in a file that imports time under another name
// (`tm "time"`, as files do when a parameter is called time). The per-period variant
// holds a time.Duration, written `time.Duration` in the family's file; rebuilt in the
// switch's case, it is spelled `tm.Duration` there. Rewritten.
package ratelimit

import "time"

type config struct {
	per   time.Duration
	slack int
	clock string
}

// Option configures a limiter.
type Option interface{ apply(*config) }

type perOption struct {
	per time.Duration
}

func (p perOption) apply(c *config) { c.per = p.per }

type slackOption struct {
	slack int
}

func (s slackOption) apply(c *config) { c.slack = s.slack }

type clockOption string

func (s clockOption) apply(c *config) { c.clock = string(s) }

// Per sets the period one request takes.
func Per(d time.Duration) Option { return perOption{per: d} }

// WithSlack allows n requests of burst.
func WithSlack(n int) Option { return slackOption{slack: n} }

// WithClock names the clock used (for tests).
func WithClock(s string) Option { return clockOption(s) }
