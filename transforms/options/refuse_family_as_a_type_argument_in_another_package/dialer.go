// Case: refused (family_used_as_type). Package audit records option changes in a generic
// `Change[T comparable]` and names the family as its type argument, `Change[dialer.Option]`;
// no option value is printed, compared or asserted in audit itself. Once Option is a
// struct holding the hook variant's func, it no longer satisfies comparable and audit stops
// compiling; and the generic code there prints `%T` of what it holds, which would become
// dialer.Option instead of each variant's type.
package dialer

import "time"

type settings struct {
	timeout time.Duration
	onDial  func(addr string)
}

// Option configures a Dialer.
type Option interface{ apply(*settings) }

type timeoutOption time.Duration

func (o timeoutOption) apply(s *settings) { s.timeout = time.Duration(o) }

type hookOption struct{ fn func(addr string) }

func (o hookOption) apply(s *settings) { s.onDial = o.fn }

// WithTimeout bounds each dial.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

// WithDialHook calls fn before each dial.
func WithDialHook(fn func(addr string)) Option { return hookOption{fn: fn} }

// Dial applies the options and reports the timeout used.
func Dial(addr string, opts ...Option) time.Duration {
	s := settings{timeout: 30 * time.Second}
	for _, o := range opts {
		o.apply(&s)
	}
	if s.onDial != nil {
		s.onDial(addr)
	}
	return s.timeout
}
