// Case: refused (not_comparable). The family has a func variant, so the struct a rewrite
// would write is not comparable, and the package compares values that hold options by
// value: a pair of options with ==, an array of options with ==, and a map keyed by a
// struct holding one. Each would stop compiling; the refusal names the first.
package zlog

// Option configures a Logger.
type Option interface {
	apply(*config)
}

type config struct {
	name    string
	callers bool
}

type nameOption string

func (n nameOption) apply(c *config) { c.name = string(n) }

// Named names the logger.
func Named(n string) Option { return nameOption(n) }

type optionFunc func(*config)

func (f optionFunc) apply(c *config) { f(c) }

// AddCaller annotates entries with their caller.
func AddCaller() Option { return optionFunc(func(c *config) { c.callers = true }) }

// pair is a logger's base options and the ones a child adds.
type pair struct {
	base, child Option
}

// sameSetup reports whether two pairs set up loggers alike.
func sameSetup(a, b pair) bool { return a == b }

// sameDefaults reports whether two default sets are alike.
func sameDefaults(a, b [2]Option) bool { return a == b }

type keyed struct {
	scope string
	opt   Option
}

var applied = map[keyed]int{}

// record counts how often an option was applied in a scope.
func record(scope string, o Option) int {
	applied[keyed{scope, o}]++
	return applied[keyed{scope, o}]
}

func build(opts ...Option) config {
	var c config
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}
