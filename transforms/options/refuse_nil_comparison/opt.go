// Case: refused (nil_family). New skips nil options, which a struct cannot be.
package opt

type settings struct{ n int }

// Option configures settings.
type Option interface {
	apply(*settings)
}

type countOption int

func (c countOption) apply(s *settings) { s.n = int(c) }

// Count sets the count.
func Count(n int) Option { return countOption(n) }

// New applies the non-nil options.
func New(opts ...Option) int {
	var s settings
	for _, o := range opts {
		if o != nil {
			o.apply(&s)
		}
	}
	return s.n
}
