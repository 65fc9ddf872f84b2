// Case: the constructor is the last thing in a file without a trailing newline, where
// tree-sitter-go may parse a call as a type conversion; still Rewritten.
package opt

type settings struct{ n int }

// Option configures settings.
type Option interface {
	apply(*settings)
}

type countOption int

func (c countOption) apply(s *settings) { s.n = int(c) }

// New applies options.
func New(opts ...Option) int {
	var s settings
	for _, o := range opts {
		o.apply(&s)
	}
	return s.n
}

// Count sets the count.
func Count(n int) Option { return countOption(n) }