// Case: refused (nil_family). The external test package (package opt_test) stores nil in
// a pkg-qualified Option variable: uses outside the package's own files count too.
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

// New applies the options.
func New(opts ...Option) int {
	var s settings
	for _, o := range opts {
		o.apply(&s)
	}
	return s.n
}
