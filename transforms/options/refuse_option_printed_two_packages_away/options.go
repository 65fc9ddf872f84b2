// Case: refused (reaches_interface). A command two packages away prints the options a
// client package hands out (`fmt.Println(client.Defaults())`); the command never imports
// this package, so only a census of every package that depends on it sees the print.
package kv

// Option configures a store.
type Option interface{ apply(*store) }

type store struct {
	shards int
}

type shardsOption int

func (s shardsOption) apply(st *store) { st.shards = int(s) }

// WithShards sets how many shards the store has.
func WithShards(n int) Option { return shardsOption(n) }

// Shards builds a store with the options and says how many shards it has.
func Shards(opts ...Option) int {
	var st store
	for _, o := range opts {
		o.apply(&st)
	}
	return st.shards
}
