// Case: refused (nil_family). A constructor returns nil for "no option" and a caller
// passes nil.
package opt

type settings struct{ n int }

// Option configures settings.
type Option interface {
	apply(*settings)
}

type countOption int

func (c countOption) apply(s *settings) { s.n = int(c) }

// Count sets the count, or returns no option for zero.
func Count(n int) Option {
	if n == 0 {
		return nil
	}
	return countOption(n)
}

// New applies the options.
func New(opts ...Option) int {
	var s settings
	for _, o := range opts {
		o.apply(&s)
	}
	return s.n
}

// Default passes a nil option.
func Default() int { return New(nil) }
