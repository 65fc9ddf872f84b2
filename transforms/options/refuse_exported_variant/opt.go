// Case: refused (exported_variant). CountOption is exported: code outside the package can
// build one and pass it as an Option, which a struct cannot accept.
package opt

type settings struct{ n int }

// Option configures settings.
type Option interface {
	apply(*settings)
}

// CountOption sets a count.
type CountOption int

func (c CountOption) apply(s *settings) { s.n = int(c) }

// Count sets the count.
func Count(n int) Option { return CountOption(n) }
