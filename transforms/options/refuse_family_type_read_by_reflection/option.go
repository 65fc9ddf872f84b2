// Case: refused (reaches_interface). The container's plugin loader checks that a
// provided value implements Option by reflection, through the type a nil *Option points
// to: an interface type today, a struct once the family were rewritten, and
// Implements would then panic.
package server

import (
	"reflect"
	"time"
)

type config struct {
	port    int
	timeout time.Duration
}

// Option configures a server.
type Option interface {
	apply(*config)
}

type portOption int

func (p portOption) apply(c *config) { c.port = int(p) }

// WithPort sets the listening port.
func WithPort(p int) Option { return portOption(p) }

type timeoutOption time.Duration

func (t timeoutOption) apply(c *config) { c.timeout = time.Duration(t) }

// WithTimeout sets the idle timeout.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

var optionType = reflect.TypeOf((*Option)(nil)).Elem()

// IsOption says whether a plugin's value can configure a server.
func IsOption(v any) bool { return reflect.TypeOf(v).Implements(optionType) }

// New builds a server's configuration.
func New(opts ...Option) config {
	c := config{port: 80, timeout: time.Minute}
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}
