// Case: refused (other_build_use). The limiter's table of default slacks is written by a
// generator in the package's own folder (`//go:build ignore`, package main, run by `go
// generate`), which compares options with a default one. It is no file of the package,
// yet it imports it: once the family is a struct holding the clock's func, its == would
// not compile.
package limits

import "time"

//go:generate go run gen.go

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
