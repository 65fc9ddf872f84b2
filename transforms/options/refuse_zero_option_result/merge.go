// Case: refused (zero_option_result). The method returns a settings value and takes two,
// so the zero Option has no one "argument unchanged" to hand back, and returning a zero
// settings would silently wipe the caller's.
package merge

type settings struct{ limit int }

// Option combines settings.
type Option interface {
	merge(base, override settings) settings
}

type limitOption int

func (o limitOption) merge(base, override settings) settings {
	base.limit = int(o) + override.limit
	return base
}

// WithLimit sets the limit.
func WithLimit(n int) Option {
	return limitOption(n)
}

func build(opts ...Option) settings {
	var s settings
	for _, o := range opts {
		s = o.merge(s, settings{})
	}
	return s
}
