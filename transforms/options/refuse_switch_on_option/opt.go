// Case: refused (not_comparable). A switch compares an Option with case values, and a
// func variant would make the struct incomparable.
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

// Reset zeroes the count.
func Reset() Option { return optionFunc(func(s *settings) { s.n = 0 }) }

var one = Count(1)

// IsOne reports whether o is the option Count(1).
func IsOne(o Option) bool {
	switch o {
	case one:
		return true
	}
	return false
}
