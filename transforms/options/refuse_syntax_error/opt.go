// Case: refused by the driver. The package does not parse, so no pass sees it and nothing
// in it is rewritten; the report names file:line:col.
package opt

type settings struct{ n int }

// Option configures settings.
type Option interface {
	apply(*settings)
}

type countOption int

func (c countOption) apply(s *settings) { s.n = int(c) }

// Count sets the count.
func Count(n int) Option { return countOption(n }
