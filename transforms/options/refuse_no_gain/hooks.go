// Case: refused (no_gain). Every variant is a func or a pointer (zap's SamplerHook, yarpc's
// InboundCallOption): both sit in the interface word, so building an option never
// allocated and a tagged struct would change the API for nothing.
package hooks

type settings struct {
	onDrop func(string)
	tracer *tracer
}

type tracer struct{ name string }

// Option configures a sampler.
type Option interface {
	apply(*settings)
}

type dropHook func(string)

func (h dropHook) apply(s *settings) { s.onDrop = h }

// WithDropHook is called for every dropped entry.
func WithDropHook(h func(string)) Option {
	return dropHook(h)
}

type tracerOption struct{ t *tracer }

func (o tracerOption) apply(s *settings) { s.tracer = o.t }

// WithTracer traces sampling decisions.
func WithTracer(name string) Option {
	return tracerOption{t: &tracer{name: name}}
}

func newSettings(opts ...Option) settings {
	var s settings
	for _, o := range opts {
		o.apply(&s)
	}
	return s
}
