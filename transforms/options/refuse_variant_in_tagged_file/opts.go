// Case: refused (declared_per_build). WithLabel's variant is declared only in
// opts_linux.go: the dispatcher the rewrite writes beside Option in opts.go would name
// labelOption, which builds for other systems do not compile.
package rl

// Option configures a limiter's options.
type Option interface {
	apply(*options)
}

type options struct {
	rate   int
	labels []string
}

type rateOption int

func (r rateOption) apply(o *options) { o.rate = int(r) }

// WithRate sets the rate per second.
func WithRate(n int) Option { return rateOption(n) }

func build(opts ...Option) options {
	var o options
	for _, opt := range opts {
		opt.apply(&o)
	}
	return o
}
