// Case: refused (not_comparable). Package filter keeps rules, each a struct holding a
// level and an Option, and finds one with ==, which compares the options inside. The
// family has a func variant (optionFunc), so as a struct it would hold a func field and
// no struct holding it could be compared: filter would stop compiling.
package zlog

// Option configures a Logger.
type Option interface {
	apply(*Logger)
}

type optionFunc func(*Logger)

func (f optionFunc) apply(l *Logger) { f(l) }

type nameOption string

func (n nameOption) apply(l *Logger) { l.name = string(n) }

// Named names the logger.
func Named(name string) Option { return nameOption(name) }

// Hooks runs hook after each entry is written.
func Hooks(hook func(string)) Option {
	return optionFunc(func(l *Logger) { l.hooks = append(l.hooks, hook) })
}

// Logger writes entries.
type Logger struct {
	name  string
	hooks []func(string)
}

// New applies opts in order.
func New(opts ...Option) *Logger {
	l := &Logger{}
	for _, o := range opts {
		o.apply(l)
	}
	return l
}
