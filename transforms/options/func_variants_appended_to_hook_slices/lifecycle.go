// Case: fx-style lifecycle options whose variants are funcs, each appending itself to a
// slice of hooks (`h.onStart = append(h.onStart, f)` with `onStart []func(context.Context)
// error`). Appending stores f as a func, never as an interface: the receiver does not
// escape into the family. Rewritten. Appended to a []Option it would
// (refuse_variant_appended_to_a_slice_of_the_family).
package lifecycle

import "context"

type hooks struct {
	name    string
	onStart []func(context.Context) error
	onStop  []func(context.Context) error
}

// Option configures a lifecycle.
type Option interface{ apply(*hooks) }

type onStartOption func(context.Context) error

func (f onStartOption) apply(h *hooks) { h.onStart = append(h.onStart, f) }

type onStopOption func(context.Context) error

func (f onStopOption) apply(h *hooks) { h.onStop = append(h.onStop, f) }

type nameOption string

func (n nameOption) apply(h *hooks) { h.name = string(n) }

// OnStart runs f when the application starts.
func OnStart(f func(context.Context) error) Option { return onStartOption(f) }

// OnStop runs f when the application stops.
func OnStop(f func(context.Context) error) Option { return onStopOption(f) }

// Named names the lifecycle in logs.
func Named(name string) Option { return nameOption(name) }

// Start builds the hooks and runs the start ones in order, stopping at the first error.
func Start(ctx context.Context, opts ...Option) (string, int, error) {
	var h hooks
	for _, o := range opts {
		o.apply(&h)
	}
	for i, f := range h.onStart {
		if err := f(ctx); err != nil {
			return h.name, i, err
		}
	}
	return h.name, len(h.onStart), nil
}
