// Case: refused (inner_field_used). The wrapper's field is read for something other than
// calling its method: it is compared with nil to detect the zero CallOption.
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

// IsSet reports whether o was built by a constructor.
func (o CallOption) IsSet() bool { return o.opt != nil }
