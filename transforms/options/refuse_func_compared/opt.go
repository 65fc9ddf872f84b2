// Case: refused (not_comparable). The package compares options with ==, and one variant
// holds a func, so the tagged struct would not be comparable.
package opt

type settings struct{ n int }

// Option configures settings.
type Option interface {
	apply(*settings)
}

type optionFunc func(*settings)

func (f optionFunc) apply(s *settings) { f(s) }

type countOption int

func (c countOption) apply(s *settings) { s.n = int(c) }

// Count sets the count.
func Count(n int) Option { return countOption(n) }

// Double doubles the count.
func Double() Option { return optionFunc(func(s *settings) { s.n *= 2 }) }

// Same reports whether two options are the same.
func Same(a, b Option) bool { return a == b }
