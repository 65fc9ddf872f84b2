// Case: an RPC package wraps two option families the way yarpc does, each in a struct
// whose one field is named `opt` (CallOption{opt callOption}, StreamOption{opt
// streamOption}), beside an outbound whose own `opt` field is a string. The type
// checker says which struct declares each `.opt`, so neither the other family's field
// nor the outbound's counts as a use of this wrapper's field. Rewritten, both families.
package rpc

import "time"

type call struct {
	ttl   time.Duration
	shard string
}

// CallOption configures one call.
type CallOption struct{ opt callOption }

type callOption interface{ apply(*call) }

type ttlOption time.Duration

func (t ttlOption) apply(c *call) { c.ttl = time.Duration(t) }

// WithTTL bounds the call's time to live.
func WithTTL(d time.Duration) CallOption { return CallOption{ttlOption(d)} }

type shardOption string

func (s shardOption) apply(c *call) { c.shard = string(s) }

// WithShard routes the call to a shard.
func WithShard(key string) CallOption { return CallOption{shardOption(key)} }

// Call describes the call the options configure.
func Call(opts ...CallOption) string {
	var c call
	for _, o := range opts {
		o.opt.apply(&c)
	}
	return c.ttl.String() + "/" + c.shard
}

// outbound names a transport; its opt is the transport's own option string.
type outbound struct {
	opt  string
	port int
}

// Describe names the outbound and its option.
func (o outbound) Describe() string { return o.opt }
