// Case: options held in a struct field of a test table, a slice field and a map value
// (the shape of uber-go/ratelimit's and zap's tests). Once the family is a struct those
// holders still compile; with Go's type facts every nil or assertion on a held value is
// still seen, so the family is rewritten (by name alone it was refused as
// family_used_as_type). An optional override passed as *Option is compared with nil:
// that compares the pointer, which stays one (it was refused as nil_family). Rewritten.
package limiter

import "time"

type config struct {
	slack int
	per   time.Duration
}

// Option configures a limiter.
type Option interface {
	apply(*config)
}

type slackOption int

func (o slackOption) apply(c *config) { c.slack = int(o) }

// WithSlack allows bursts of n.
func WithSlack(n int) Option {
	return slackOption(n)
}

type perOption time.Duration

func (o perOption) apply(c *config) { c.per = time.Duration(o) }

// Per sets the period the rate is counted over.
func Per(d time.Duration) Option {
	return perOption(d)
}

// Presets are named option sets.
var Presets = map[string]Option{
	"strict": WithSlack(0),
	"minute": Per(time.Minute),
}

// New builds a limiter's config.
func New(opts ...Option) config {
	c := config{slack: 10, per: time.Second}
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}

// NewWithOverride builds a limiter's config from opts, then applies *override when one
// is given (a setting from a config file that wins over the code's).
func NewWithOverride(override *Option, opts ...Option) config {
	c := New(opts...)
	if override != nil {
		(*override).apply(&c)
	}
	return c
}
