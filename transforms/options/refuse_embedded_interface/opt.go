// Case: refused (interface_embedded). Option is embedded in a wider interface, so its
// method set belongs to another type too.
package opt

type settings struct{ n int }

// Option configures settings.
type Option interface {
	apply(*settings)
}

// NamedOption is an Option with a name.
type NamedOption interface {
	Option
	Name() string
}

type countOption int

func (c countOption) apply(s *settings) { s.n = int(c) }

// Count sets the count.
func Count(n int) Option { return countOption(n) }
