// Case: refused (family_used_as_type). Option is the key type of a map, a use the spec
// does not allow (the struct may not stay comparable and keys may be nil).
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

var seen = map[Option]bool{}
