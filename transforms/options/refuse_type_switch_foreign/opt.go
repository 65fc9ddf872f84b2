// Case: refused (type_switch). A type switch on an Option has a case for fmt.Stringer,
// which matches any variant with a String method: no single kind stands for it, so the
// switch cannot become a switch on the kind, and the refusal names that case.
package opt

import (
	"fmt"
	"strconv"
)

type settings struct {
	n    int
	name string
}

// Option configures settings.
type Option interface {
	apply(*settings)
}

type countOption int

func (c countOption) apply(s *settings) { s.n = int(c) }

func (c countOption) String() string { return "count=" + strconv.Itoa(int(c)) }

// Count sets the count.
func Count(n int) Option { return countOption(n) }

type nameOption string

func (n nameOption) apply(s *settings) { s.name = string(n) }

// Name sets the name.
func Name(name string) Option { return nameOption(name) }

// Describe names an option for a log line.
func Describe(o Option) string {
	switch v := o.(type) {
	case nameOption:
		return "name=" + string(v)
	case fmt.Stringer:
		return v.String()
	}
	return "unknown"
}
