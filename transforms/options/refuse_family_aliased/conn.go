// Case: refused (family_aliased). Opt is another name for Option, and WithLevel returns
// an Opt: code spelling the alias would need the rewrite as much as code spelling the
// family. The plan names the alias alone, not WithLevel's levelOption as a variant "used
// outside a constructor's return".
package conn

import "time"

type options struct {
	name  string
	level int
	wait  time.Duration
}

// Option configures a connection.
type Option interface {
	apply(*options)
}

// Opt is a shorter name for Option.
type Opt = Option

type nameOption string

func (n nameOption) apply(o *options) { o.name = string(n) }

type levelOption int

func (l levelOption) apply(o *options) { o.level = int(l) }

type waitOption time.Duration

func (w waitOption) apply(o *options) { o.wait = time.Duration(w) }

// Name names the connection.
func Name(n string) Option { return nameOption(n) }

// WithLevel sets the log level.
func WithLevel(l int) Opt { return levelOption(l) }

// ReconnectWait sets the wait between reconnects.
func ReconnectWait(d time.Duration) Option { return waitOption(d) }

// Connect applies opts in order.
func Connect(opts ...Opt) options {
	var o options
	for _, opt := range opts {
		opt.apply(&o)
	}
	return o
}
