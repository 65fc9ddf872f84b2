// Case: a variant built fresh as `&T{…}` whose method changes it through methods of its
// fields (`h.mu.Lock()`, `h.runs.Add(1)`, `h.last.record(d)`, a pointer receiver each)
// and through a method promoted from an embedded field (`h.Reset()`), as fx's hook
// options count their runs. Rewritten, with that variant kept a pointer: held by value,
// each apply would change a copy, and the count would be lost (and `go vet` would
// report the copied lock).
package lifecycle

import (
	"sync"
	"sync/atomic"
	"time"
)

type settings struct {
	label string
	hooks []func()
	runs  int64
	spent time.Duration
}

// Option configures an app.
type Option interface {
	apply(*settings)
}

type timing struct{ total time.Duration }

func (t *timing) record(d time.Duration) { t.total += d }

type window struct{ n int }

// Reset empties the window.
func (w *window) Reset() { w.n = 0 }

type hookOption struct {
	window
	mu   sync.Mutex
	runs atomic.Int64
	last timing
	fn   func()
}

func (h *hookOption) apply(s *settings) {
	h.mu.Lock()
	defer h.mu.Unlock()
	s.runs = h.runs.Add(1)
	h.last.record(time.Millisecond)
	s.spent = h.last.total
	h.Reset()
	s.hooks = append(s.hooks, h.fn)
}

type labelOption string

func (l labelOption) apply(s *settings) { s.label = string(l) }

// OnStart registers a hook.
func OnStart(fn func()) Option { return &hookOption{fn: fn} }

// Label names the app.
func Label(l string) Option { return labelOption(l) }

// New applies every option.
func New(opts ...Option) settings {
	var s settings
	for _, o := range opts {
		o.apply(&s)
	}
	return s
}
