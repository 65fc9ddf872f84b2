// Case: a func adapter's payload, converted in plain sight, reads the call stack
// (`runtime.Caller(2)`, naming the function that applied the option, as a logger records
// where it was built): the dispatcher the rewrite adds runs between that function and
// the adapter's method, so it would be named instead. Refused as reads_call_stack.
package logger

import (
	"runtime"
	"strings"
)

type config struct {
	builtBy string
	level   int
}

// Option configures a logger.
type Option interface {
	apply(*config)
}

type optionFunc func(*config)

func (f optionFunc) apply(c *config) { f(c) }

type levelOption int

func (l levelOption) apply(c *config) { c.level = int(l) }

// WithLevel sets the level.
func WithLevel(level int) Option { return levelOption(level) }

// RecordBuilder notes the function that applied the options.
func RecordBuilder() Option {
	return optionFunc(func(c *config) {
		pc, _, _, ok := runtime.Caller(2)
		if ok {
			name := runtime.FuncForPC(pc).Name()
			c.builtBy = name[strings.LastIndex(name, ".")+1:]
		}
	})
}

// New applies opts in order.
func New(opts ...Option) config {
	var c config
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}
