// Case: an option family whose values a nested module (exporter/, its own go.mod with a
// `replace` back to this one) compares with nil and prints with %T. That module is
// built on its own, so this module's census does not cover it. Refused
// (other_module_use): as a struct, `o != nil` and the nil argument of its test stop
// compiling there.
//
// Package metrics records counters, configured with functional options.
package metrics

// Option configures a Registry.
type Option interface {
	apply(*config)
}

type config struct {
	namespace string
	buckets   int
}

type namespaceOption string

func (n namespaceOption) apply(c *config) { c.namespace = string(n) }

type bucketsOption int

func (b bucketsOption) apply(c *config) { c.buckets = int(b) }

// WithNamespace prefixes every metric name.
func WithNamespace(ns string) Option { return namespaceOption(ns) }

// WithBuckets sets how many histogram buckets a metric keeps.
func WithBuckets(n int) Option { return bucketsOption(n) }

// Registry holds named counters.
type Registry struct {
	cfg      config
	counters map[string]int64
}

// NewRegistry applies the options in order.
func NewRegistry(opts ...Option) *Registry {
	r := &Registry{cfg: config{buckets: 10}, counters: map[string]int64{}}
	for _, o := range opts {
		o.apply(&r.cfg)
	}
	return r
}

// Add increments a counter under the registry's namespace.
func (r *Registry) Add(name string, n int64) {
	r.counters[r.cfg.namespace+name] += n
}

// Get reads a counter.
func (r *Registry) Get(name string) int64 { return r.counters[r.cfg.namespace+name] }
