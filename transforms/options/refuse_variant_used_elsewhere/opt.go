// Case: refused (variant_used_elsewhere). A variant is converted to Option outside any
// constructor (appended to a slice), where the struct would not accept it.
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

// WithDefaults prepends the default count.
func WithDefaults(opts []Option) []Option {
	return append([]Option{countOption(1)}, opts...)
}
