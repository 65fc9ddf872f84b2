// Case: refused (other_module_use). The limiter's compatibility check is a module of its
// own under testdata (with a `replace` back to this one), which a test runs with `go run
// .`; it compares options with a default one. Go's ./... and this module's census leave
// testdata out, but that module is built all the same, and once the family is a struct
// holding the clock's func its == would not compile.
package limits

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
