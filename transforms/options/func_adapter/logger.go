// Case: a zap-style func adapter as one variant beside a string variant. The func
// variant's closure may still allocate; the interface box goes. Rewritten.
package logger

// Logger is a configurable logger.
type Logger struct {
	name   string
	fields []string
}

// Option configures a Logger.
type Option interface {
	apply(*Logger)
}

// optionFunc wraps a func so it satisfies the Option interface.
type optionFunc func(*Logger)

func (f optionFunc) apply(log *Logger) {
	f(log)
}

type nameOption string

func (n nameOption) apply(log *Logger) { log.name = string(n) }

// Named sets the logger's name.
func Named(name string) Option {
	return nameOption(name)
}

// Fields adds fields to every entry.
func Fields(fields ...string) Option {
	return optionFunc(func(log *Logger) {
		log.fields = append(log.fields, fields...)
	})
}

// New builds a logger.
func New(opts ...Option) *Logger {
	log := &Logger{}
	for _, opt := range opts {
		opt.apply(log)
	}
	return log
}
