// Case: a package-level variable holds a variant (`var WithoutSlack Option =
// slackOption(0)`, uber-go/ratelimit's shape); it is rewritten like a constructor's
// return, so the variable keeps its meaning. Rewritten.
package burst

type config struct {
	burst int
	name  string
}

// Option configures a limiter.
type Option interface {
	apply(*config)
}

type burstOption int

func (o burstOption) apply(c *config) { c.burst = int(o) }

// WithBurst allows bursts of n.
func WithBurst(n int) Option {
	return burstOption(n)
}

// Strict allows no bursts.
var Strict Option = burstOption(0)

type nameOption string

func (o nameOption) apply(c *config) { c.name = string(o) }

// Named labels the limiter.
func Named(name string) Option {
	return nameOption(name)
}

func newConfig(opts ...Option) config {
	c := config{burst: 10}
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}
