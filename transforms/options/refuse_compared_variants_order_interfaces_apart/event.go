// Case: options are compared with == (Dedupe), and two variants hold an interface value
// and a flag in opposite orders. Sharing one `any` field and one bool field, the family
// struct could keep only one of the two orders, and Go compares fields in the order
// declared: for the other variant, == of two options holding slices would answer false
// where it panicked. Refused (comparison_order), naming --layout wide.
package event

type config struct {
	fields   map[string]any
	defaults map[string]any
	sticky   map[string]bool
}

// Option configures an event.
type Option interface{ apply(*config) }

type fieldOption struct {
	value  any
	sticky bool
	key    string
}

func (o fieldOption) apply(c *config) {
	c.fields[o.key] = o.value
	c.sticky[o.key] = o.sticky
}

type defaultOption struct {
	sticky bool
	value  any
	key    string
}

func (o defaultOption) apply(c *config) {
	if _, ok := c.fields[o.key]; !ok {
		c.defaults[o.key] = o.value
		c.sticky[o.key] = o.sticky
	}
}

// Field sets key to value.
func Field(key string, value any, sticky bool) Option {
	return fieldOption{key: key, value: value, sticky: sticky}
}

// Default sets key to value unless a Field sets it.
func Default(key string, value any, sticky bool) Option {
	return defaultOption{key: key, value: value, sticky: sticky}
}

// Dedupe drops options equal to an earlier one; it panics, as == does, when it reaches
// a value that cannot be compared.
func Dedupe(opts []Option) []Option {
	var out []Option
next:
	for _, o := range opts {
		for _, seen := range out {
			if seen == o {
				continue next
			}
		}
		out = append(out, o)
	}
	return out
}
