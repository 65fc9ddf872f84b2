// Case: a tracer's options, one variant a func (a sampler), and the package looks an
// option up with slices.Contains, whose type argument must be comparable. An interface
// is; the tagged struct holding a func would not be, and the call would stop compiling.
// Refused (not_comparable) at the slices.Contains argument.
package tracer

import "slices"

type config struct {
	service string
	sampler func(name string) bool
}

// Option configures a tracer.
type Option interface {
	apply(*config)
}

type serviceOption string

func (s serviceOption) apply(c *config) { c.service = string(s) }

type samplerOption func(name string) bool

func (s samplerOption) apply(c *config) { c.sampler = s }

// WithService names the service.
func WithService(name string) Option { return serviceOption(name) }

// WithSampler decides which spans are kept.
func WithSampler(keep func(name string) bool) Option { return samplerOption(keep) }

var defaultService = WithService("unknown")

// New builds a config, naming the service "unknown" unless an option names it.
func New(opts ...Option) config {
	c := config{sampler: func(string) bool { return true }}
	if !slices.Contains(opts, defaultService) {
		opts = append([]Option{defaultService}, opts...)
	}
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}
