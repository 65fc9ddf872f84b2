// Package encoding holds the call options.
package encoding

// CallOption configures a call.
type CallOption struct{ opt callOption }

type callOption interface{ apply(*Call) }

// Call is what the options configure.
type Call struct {
	Headers  map[string]string
	ShardKey string
}

type headerOption struct{ k, v string }

func (h headerOption) apply(c *Call) {
	if c.Headers == nil {
		c.Headers = map[string]string{}
	}
	c.Headers[h.k] = h.v
}

type shardKeyOption string

func (s shardKeyOption) apply(c *Call) { c.ShardKey = string(s) }

// WithHeader adds a header to the call.
func WithHeader(k, v string) CallOption { return CallOption{headerOption{k: k, v: v}} }

// WithShardKey sets the call's shard key.
func WithShardKey(s string) CallOption { return CallOption{shardKeyOption(s)} }

// NewCall applies the options.
func NewCall(opts ...CallOption) Call {
	var c Call
	for _, o := range opts {
		o.opt.apply(&c)
	}
	return c
}
