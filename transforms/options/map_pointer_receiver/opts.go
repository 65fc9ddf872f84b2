// Case: a map variant with a pointer receiver, built with a conversion of a pointer
// ((*labelsOption)(m)), stays a pointer in the struct; a value variant sits beside it.
// Rewritten.
package opts

type config struct {
	labels *map[string]string
	region string
}

// Option configures a config.
type Option interface {
	apply(*config)
}

type labelsOption map[string]string

func (l *labelsOption) apply(c *config) {
	c.labels = (*map[string]string)(l)
}

// WithLabels makes the config write labels into *m.
func WithLabels(m *map[string]string) Option {
	return (*labelsOption)(m)
}

type regionOption struct{ name string }

func (r regionOption) apply(c *config) { c.region = r.name }

// InRegion sets the region.
func InRegion(name string) Option {
	return regionOption{name: name}
}

// Describe applies the options and labels the region.
func Describe(opts ...Option) string {
	var c config
	for _, o := range opts {
		o.apply(&c)
	}
	if c.labels != nil {
		if *c.labels == nil {
			*c.labels = map[string]string{}
		}
		(*c.labels)["region"] = c.region
	}
	return c.region
}
