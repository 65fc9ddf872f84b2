// Case: refused (reaches_interface). Describe appends each option to a []any and prints
// them with fmt.Sprint: fmt shows each variant's own value (the name, the level). As a
// struct, each option would print as its kind and every field, so the startup line would
// change. The conversion happens inside append, where no parameter names the interface.
package zlog

import (
	"fmt"
	"strings"
)

type config struct {
	name   string
	level  int
	fields map[string]string
}

// Option configures a Logger.
type Option interface {
	apply(*config)
}

type nameOption string

func (n nameOption) apply(c *config) { c.name = string(n) }

type levelOption int

func (l levelOption) apply(c *config) { c.level = int(l) }

type fieldOption struct{ key, value string }

func (f fieldOption) apply(c *config) {
	if c.fields == nil {
		c.fields = map[string]string{}
	}
	c.fields[f.key] = f.value
}

// Named names the logger.
func Named(name string) Option { return nameOption(name) }

// Level sets the lowest level logged.
func Level(l int) Option { return levelOption(l) }

// Field adds a field to every entry.
func Field(key, value string) Option { return fieldOption{key, value} }

// Logger writes entries.
type Logger struct{ cfg config }

// New applies opts in order.
func New(opts ...Option) *Logger {
	l := &Logger{}
	for _, o := range opts {
		o.apply(&l.cfg)
	}
	return l
}

// Describe is the startup line listing the options a logger was built with.
func Describe(opts ...Option) string {
	args := make([]any, 0, len(opts))
	for _, o := range opts {
		args = append(args, o)
	}
	return strings.TrimSpace(fmt.Sprintln(args...))
}
