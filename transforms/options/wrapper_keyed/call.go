// Case: the wrapper shape with keyed and positional literals, a named-over-named variant
// (headerOption over keyValuePair) and use sites through the wrapper's field. Rewritten.
package call

type keyValuePair struct{ k, v string }

// Request is an outgoing request.
type Request struct {
	headers []keyValuePair
	shard   string
}

// CallOption configures a Request.
type CallOption struct {
	opt callOption
}

type callOption interface {
	apply(*Request)
}

type headerOption keyValuePair

func (h headerOption) apply(r *Request) { r.headers = append(r.headers, keyValuePair(h)) }

type shardOption string

func (s shardOption) apply(r *Request) { r.shard = string(s) }

// WithHeader adds a header.
func WithHeader(k, v string) CallOption {
	return CallOption{opt: headerOption{k: k, v: v}}
}

// WithShard routes the request to a shard.
func WithShard(s string) CallOption {
	return CallOption{
		shardOption(s),
	}
}

// Build applies options in order.
func Build(opts ...CallOption) Request {
	var r Request
	for i := range opts {
		opts[i].opt.apply(&r)
	}
	return r
}
