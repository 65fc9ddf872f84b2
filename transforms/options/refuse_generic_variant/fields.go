// Case: refused (generic_variant). Value[T] builds a valueOption[T], a variant with a
// type parameter: each instantiation is its own type, and one struct Option has no field
// that could hold a T for every T. The plan names that, not the constructor's return.
package fields

import "fmt"

type entry struct {
	name   string
	fields map[string]string
}

// Option configures an entry.
type Option interface {
	apply(*entry)
}

type nameOption string

func (n nameOption) apply(e *entry) { e.name = string(n) }

type valueOption[T any] struct {
	key string
	val T
}

func (v valueOption[T]) apply(e *entry) {
	if e.fields == nil {
		e.fields = map[string]string{}
	}
	e.fields[v.key] = fmt.Sprint(v.val)
}

// Named names the entry.
func Named(name string) Option { return nameOption(name) }

// Value adds a typed field, printed with fmt.
func Value[T any](key string, val T) Option { return valueOption[T]{key, val} }

// Build applies opts in order.
func Build(opts ...Option) entry {
	var e entry
	for _, o := range opts {
		o.apply(&e)
	}
	return e
}
