// Case: a variant's method appends its receiver to a slice of the family itself
// (`h.applied = append(h.applied, n)` with `applied []Option`), keeping the options it
// saw: there the variant becomes an Option, which the struct family cannot hold as it
// is. Refused (variant_escapes). Appended to a slice of funcs it would not box
// (func_variants_appended_to_hook_slices).
package lifecycle

type hooks struct {
	name    string
	applied []Option
}

// Option configures a lifecycle.
type Option interface{ apply(*hooks) }

type nameOption string

func (n nameOption) apply(h *hooks) {
	h.name = string(n)
	h.applied = append(h.applied, n)
}

type quietOption bool

func (q quietOption) apply(h *hooks) {}

// Named names the lifecycle in logs.
func Named(name string) Option { return nameOption(name) }

// Quiet turns off start and stop logs.
func Quiet() Option { return quietOption(true) }

// Applied reports the naming options seen.
func Applied(opts ...Option) int {
	var h hooks
	for _, o := range opts {
		o.apply(&h)
	}
	return len(h.applied)
}
