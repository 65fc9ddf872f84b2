// Case: refused (type_switch). Describe switches on the dynamic type of an Option.
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

// Describe names an option.
func Describe(o Option) string {
	switch o.(type) {
	case countOption:
		return "count"
	}
	return "unknown"
}
