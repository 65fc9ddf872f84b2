// Case: refused (name_collision). The wrapper already has an apply method, which the
// dispatcher would need; rewriting o.opt.apply(r) to o.apply(r) would recurse.
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

func (o CallOption) apply(r *request) { o.opt.apply(r) }
