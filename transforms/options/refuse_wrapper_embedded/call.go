// Case: refused (interface_embedded). The wrapper is embedded in another struct, which
// would gain its new kind field and apply method by promotion.
package call

type request struct{ shard string }

// CallOption configures a request.
type CallOption struct{ opt callOption }

type callOption interface {
	apply(*request)
}

type shardOption string

func (s shardOption) apply(r *request) { r.shard = string(s) }

// WithShard sets the shard.
func WithShard(s string) CallOption { return CallOption{shardOption(s)} }

// NamedOption is a CallOption with a name.
type NamedOption struct {
	CallOption
	Name string
}
