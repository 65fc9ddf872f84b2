// Case: interface method with a variadic parameter and unnamed parameters in the
// interface; variants named over other named types. Rewritten; the dispatcher forwards
// the variadic argument with "...".
package req

type pair struct{ k, v string }

type request struct{ tags []string }

// Option configures a request.
type Option interface {
	apply(*request, ...string)
}

type tagOption pair

func (t tagOption) apply(r *request, extra ...string) {
	r.tags = append(r.tags, t.k+"="+t.v)
	r.tags = append(r.tags, extra...)
}

type flagOption string

func (f flagOption) apply(r *request, extra ...string) { r.tags = append(r.tags, string(f)) }

// Tag adds a tag.
func Tag(k, v string) Option { return tagOption(pair{k: k, v: v}) }

// Flag adds a flag.
func Flag(name string) Option { return flagOption(name) }

// Tags applies the options, passing each the suffixes.
func Tags(suffix []string, opts ...Option) []string {
	var r request
	for _, o := range opts {
		o.apply(&r, suffix...)
	}
	return r.tags
}
