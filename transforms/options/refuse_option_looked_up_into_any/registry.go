// Case: refused (reaches_interface). The debug page looks an option up into a variable
// of type any, `v, ok = byName[name]` (refuse_option_ranged_into_any does the same with
// `for _, last = range opts`): the option becomes an interface value whose dynamic type
// is the variant, which fmt prints as the variant's own value; as a struct it would
// print its kind and fields.
package registry

import "fmt"

type settings struct {
	region string
	shards int
}

// Option configures a client.
type Option interface {
	apply(*settings)
}

type regionOption string

func (r regionOption) apply(s *settings) { s.region = string(r) }

type shardsOption int

func (n shardsOption) apply(s *settings) { s.shards = int(n) }

// WithRegion sets the region.
func WithRegion(r string) Option { return regionOption(r) }

// WithShards sets the shard count.
func WithShards(n int) Option { return shardsOption(n) }

// Registry keeps the options each client was built with, by name.
type Registry struct {
	byName map[string]Option
	opts   []Option
}

// Add records an option under a name.
func (r *Registry) Add(name string, o Option) {
	if r.byName == nil {
		r.byName = map[string]Option{}
	}
	r.byName[name] = o
	r.opts = append(r.opts, o)
}

// Debug describes one option and the last one added.
func (r *Registry) Debug(name string) string {
	var v, last any
	var ok bool
	v, ok = r.byName[name]
	last = r.opts[len(r.opts)-1]
	return fmt.Sprint(v, " ", ok, " ", last)
}
