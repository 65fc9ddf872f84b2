// Case: refused (constructor_not_variant, variant_used_elsewhere). A constructor returns
// a prebuilt package variable, whose variant the pass cannot place in a slot.
package opt

type settings struct{ n int }

// Option configures settings.
type Option interface {
	apply(*settings)
}

type countOption int

func (c countOption) apply(s *settings) { s.n = int(c) }

var defaultCount = countOption(10)

// Count sets the count.
func Count(n int) Option { return countOption(n) }

// DefaultCount sets the default count.
func DefaultCount() Option { return defaultCount }
