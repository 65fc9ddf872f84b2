// Case: Rewritten, but OnStop's fresh `&stopHook{…}` stays a pointer in the struct:
// Register skips a hook already registered with slices.Contains, which compares options
// with ==. Two hooks built by two calls with equal arguments differ as pointers and
// would be equal as values, so the second would be dropped. Named's string variant is
// held by value and stops allocating.
package hooks

import (
	"slices"
	"time"
)

type settings struct {
	name  string
	stops []time.Duration
}

// Option configures a lifecycle.
type Option interface{ apply(*settings) }

type stopHook struct{ timeout time.Duration }

func (h *stopHook) apply(s *settings) { s.stops = append(s.stops, h.timeout) }

type nameOption string

func (n nameOption) apply(s *settings) { s.name = string(n) }

// OnStop adds a stop hook bounded by timeout.
func OnStop(timeout time.Duration) Option { return &stopHook{timeout: timeout} }

// Named names the lifecycle.
func Named(name string) Option { return nameOption(name) }

// Registry keeps each option once.
type Registry struct{ opts []Option }

// Register adds o unless this very option was registered before.
func (r *Registry) Register(o Option) {
	if !slices.Contains(r.opts, o) {
		r.opts = append(r.opts, o)
	}
}

// Settings applies the registered options.
func (r *Registry) Settings() settings {
	var s settings
	for _, o := range r.opts {
		o.apply(&s)
	}
	return s
}
