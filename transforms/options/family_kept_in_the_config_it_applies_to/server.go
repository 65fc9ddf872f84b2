// Case: the config the options apply to keeps the last option applied, for diagnostics
// (`last Option`), and New returns that config. A struct holding the interface that a
// function returns looks like a wrapper (yarpc's CallOption around callOption), but this
// one is what the options configure (`apply(*serverConfig)`): the family is found and
// rewritten, the field holding the struct. Rewritten.
package server

import "time"

type serverConfig struct {
	name    string
	timeout time.Duration
	last    Option // the last option applied, for diagnostics
}

// Option configures a server.
type Option interface{ apply(*serverConfig) }

type nameOption string

func (o nameOption) apply(c *serverConfig) { c.name = string(o) }

type timeoutOption time.Duration

func (o timeoutOption) apply(c *serverConfig) { c.timeout = time.Duration(o) }

// WithName names the server in its logs.
func WithName(name string) Option { return nameOption(name) }

// WithTimeout bounds each request.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

// New applies the options in order.
func New(opts ...Option) serverConfig {
	var c serverConfig
	for _, o := range opts {
		o.apply(&c)
		c.last = o
	}
	return c
}
