// Case: a family handed to generic code as a type argument: a generic alias of a struct
// (`Named[Option]`, Go 1.24) holds one, and a generic helper picks one from a slice. Go's
// type checker reads both, but inside generic code an option is a T, which no fact names
// as the family, so a nil check or an assertion there would go unseen. Refused as
// family_used_as_type (a type argument), not as an embedded interface.
package dial

// Named is a value with a name; as a generic alias, Named[V] is the struct itself.
type Named[V any] = struct {
	Name  string
	Value V
}

type settings struct {
	retries int
	proxy   string
}

// Option configures Dial.
type Option interface {
	apply(*settings)
}

type retriesOption int

func (r retriesOption) apply(s *settings) { s.retries = int(r) }

// WithRetries sets how often Dial retries.
func WithRetries(n int) Option { return retriesOption(n) }

type proxyOption string

func (p proxyOption) apply(s *settings) { s.proxy = string(p) }

// WithProxy dials through a proxy.
func WithProxy(addr string) Option { return proxyOption(addr) }

// Presets are named option sets callers pick from.
var Presets = []Named[Option]{
	{Name: "flaky", Value: WithRetries(5)},
	{Name: "corp", Value: WithProxy("proxy:3128")},
}

func last[T any](xs []T) T { return xs[len(xs)-1] }

// Dial applies the options and the last one given twice, as a retry policy would.
func Dial(opts ...Option) string {
	var s settings
	for _, o := range opts {
		o.apply(&s)
	}
	if len(opts) > 0 {
		last[Option](opts).apply(&s)
	}
	return s.proxy
}
