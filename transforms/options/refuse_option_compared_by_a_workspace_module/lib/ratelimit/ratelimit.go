// Package ratelimit limits how fast requests go through.
package ratelimit

import "time"

type config struct {
	slack int
	clock func() time.Time
}

// Option configures a Limiter.
type Option interface{ apply(*config) }

type slackOption int

func (o slackOption) apply(c *config) { c.slack = int(o) }

// WithSlack lets up to n requests through at once after an idle spell.
func WithSlack(n int) Option { return slackOption(n) }

type clockOption func() time.Time

func (o clockOption) apply(c *config) { c.clock = o }

// WithClock replaces the wall clock (for tests).
func WithClock(now func() time.Time) Option { return clockOption(now) }

// Slack is the slack the options give, 10 by default.
func Slack(opts ...Option) int {
	c := config{slack: 10, clock: time.Now}
	for _, o := range opts {
		o.apply(&c)
	}
	return c.slack
}
