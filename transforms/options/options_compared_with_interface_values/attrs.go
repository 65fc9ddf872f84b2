// Case: a tracing span's options are compared with == (Has looks one up in a list), and
// the attribute variant holds its value as `any` before a smaller field. Go compares a
// struct's fields in the order declared and stops at the first that differs, and an
// interface holding a slice panics when it is reached: Has documents that panic for
// uncomparable attribute values. The family struct keeps the attribute's value before
// its flag, as the variant declares them, so == panics or answers exactly as before.
// Rewritten.
package span

type config struct {
	attrs    map[string]any
	redacted map[string]bool
	sampled  bool
}

// Option configures a span.
type Option interface{ apply(*config) }

type attributeOption struct {
	value  any
	redact bool
	key    string
}

func (o attributeOption) apply(c *config) {
	c.attrs[o.key] = o.value
	if o.redact {
		c.redacted[o.key] = true
	}
}

type sampledOption bool

func (o sampledOption) apply(c *config) { c.sampled = bool(o) }

// WithAttribute records key=value on the span.
func WithAttribute(key string, value any) Option {
	return attributeOption{key: key, value: value}
}

// WithRedactedAttribute records key=value and marks it for redaction on export.
func WithRedactedAttribute(key string, value any) Option {
	return attributeOption{key: key, value: value, redact: true}
}

// WithSampled forces the sampling decision.
func WithSampled(on bool) Option { return sampledOption(on) }

// Has reports whether opts holds o. Like ==, it panics when an attribute holds a value
// that cannot be compared (a slice, a map) and is reached.
func Has(opts []Option, o Option) bool {
	for _, x := range opts {
		if x == o {
			return true
		}
	}
	return false
}

// Start applies the options to a fresh span configuration.
func Start(opts ...Option) config {
	c := config{attrs: map[string]any{}, redacted: map[string]bool{}}
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}
