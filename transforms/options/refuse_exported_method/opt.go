// Case: refused (exported_method). Apply is exported, so a type outside the package can
// implement Option and be passed where an Option is expected.
package opt

type settings struct{ n int }

// Option configures settings.
type Option interface {
	Apply(*settings)
}

type countOption int

func (c countOption) Apply(s *settings) { s.n = int(c) }

// Count sets the count.
func Count(n int) Option { return countOption(n) }
