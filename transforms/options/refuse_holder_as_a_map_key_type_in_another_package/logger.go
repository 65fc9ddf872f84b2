// Case: refused (not_comparable). Package registry declares a map type keyed by a
// struct holding an Option, and only counts and ranges its entries: the map type alone
// needs == on its keys. The family has a func variant (optionFunc), so as a struct it
// would hold a func field, and registry would stop compiling (invalid map key type).
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
