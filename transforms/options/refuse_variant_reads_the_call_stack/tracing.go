// Case: refused (reads_call_stack). A tracing client's name option records which
// function applied it, with runtime.Caller(1), to explain a configuration later. The
// rewrite calls each variant's method from a dispatcher (`Option.apply`), one more
// frame: the option would record the dispatcher instead of `New`.
package tracing

import "runtime"

type config struct {
	name      string
	appliedBy string
	sample    float64
}

// Option configures a Tracer.
type Option interface{ apply(*config) }

type nameOption string

func (n nameOption) apply(c *config) {
	c.name = string(n)
	if pc, _, _, ok := runtime.Caller(1); ok {
		c.appliedBy = runtime.FuncForPC(pc).Name()
	}
}

type sampleOption float64

func (s sampleOption) apply(c *config) { c.sample = float64(s) }

// WithName names the tracer.
func WithName(name string) Option { return nameOption(name) }

// WithSampling keeps a fraction of the traces.
func WithSampling(rate float64) Option { return sampleOption(rate) }

// Tracer is configured by options.
type Tracer struct{ cfg config }

// New applies the options in order.
func New(opts ...Option) *Tracer {
	t := &Tracer{}
	for _, o := range opts {
		o.apply(&t.cfg)
	}
	return t
}
