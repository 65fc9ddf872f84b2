// Case: a metrics exporter written before Go 1.17 whose debug build is marked with the
// old `// +build exportdebug` line only (Go still honours it in a file without
// `//go:build`), and prints the options it was given. That file is in no type facts of
// the build judged (linux/amd64, no tags). Refused (other_build_use), naming the file and
// its tag: with -tags exportdebug the dump would print the struct's fields, not [push 30].
package exporter

type config struct {
	endpoint string
	interval int
	labels   map[string]string
}

// Option configures an exporter.
type Option interface {
	apply(*config)
}

type endpointOption string

func (e endpointOption) apply(c *config) { c.endpoint = string(e) }

type intervalOption int

func (i intervalOption) apply(c *config) { c.interval = int(i) }

// WithEndpoint sets where metrics are pushed.
func WithEndpoint(url string) Option { return endpointOption(url) }

// WithInterval sets the push interval in seconds.
func WithInterval(seconds int) Option { return intervalOption(seconds) }

// New builds the exporter's config.
func New(opts ...Option) config {
	c := config{endpoint: "localhost:4318", interval: 10}
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}
