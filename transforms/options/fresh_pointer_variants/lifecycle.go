// Case: variants built fresh as `&T{…}` in their constructors (fx's EnforceTimeout,
// connect-go's client options): boxing the pointer was free but the literal was one heap
// allocation each call. Their methods only read them and nothing compares options, so
// they are held by value and the constructors stop allocating. Rewritten.
package lifecycle

import "time"

// Option configures a lifecycle.
type Option interface{ apply(*settings) }

type settings struct {
	timeout time.Duration
	name    string
	retries int
}

type enforceTimeout struct {
	timeout time.Duration
	name    string
}

func (e *enforceTimeout) apply(s *settings) {
	s.timeout = e.timeout
	s.name = e.name
}

type retryOption struct{ n int }

func (r *retryOption) apply(s *settings) { s.retries = r.n }

// EnforceTimeout makes every hook finish within d.
func EnforceTimeout(name string, d time.Duration) Option {
	return &enforceTimeout{timeout: d, name: name}
}

// Retries sets how often a hook is retried.
func Retries(n int) Option { return &retryOption{n: n} }

// New applies the options.
func New(opts ...Option) settings {
	var s settings
	for _, o := range opts {
		o.apply(&s)
	}
	return s
}
