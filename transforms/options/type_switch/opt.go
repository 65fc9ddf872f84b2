// Case: code that inspects options with type switches, as loggers and test helpers do.
// Each switch on an Option whose cases all name variants becomes a switch on the kind; a
// case that binds the value gets the same variant back (`v := countOption(o.count)`), a
// pointer variant its pointer, a case listing two variants or the default the option
// itself. Rewritten.
package opt

import "fmt"

type settings struct {
	n      int
	name   string
	labels *map[string]string
}

// Option configures settings.
type Option interface {
	apply(*settings)
}

type countOption int

func (c countOption) apply(s *settings) { s.n = int(c) }

// Count sets the count.
func Count(n int) Option { return countOption(n) }

type nameOption struct{ first, last string }

func (n nameOption) apply(s *settings) { s.name = n.first + " " + n.last }

// Name sets the name.
func Name(first, last string) Option { return nameOption{first: first, last: last} }

type labelsOption map[string]string

func (l *labelsOption) apply(s *settings) { s.labels = (*map[string]string)(l) }

// Labels makes the settings write labels into *m.
func Labels(m *map[string]string) Option { return (*labelsOption)(m) }

// Describe names an option for a log line.
func Describe(o Option) string {
	switch v := o.(type) {
	case countOption:
		return fmt.Sprintf("count=%d", int(v))
	case nameOption:
		return "name=" + v.first + "." + v.last
	case *labelsOption:
		return fmt.Sprintf("labels=%v", v != nil)
	default:
		return fmt.Sprintf("unknown %T", v)
	}
}

// Scalar reports whether an option sets a single value.
func Scalar(o Option) bool {
	switch o.(type) {
	case countOption, nameOption:
		return true
	}
	return false
}
