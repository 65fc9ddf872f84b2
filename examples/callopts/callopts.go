// Package callopts builds outbound calls configured by call options. It is shaped like
// yarpc-go's encoding package before PR #2538: CallOption wraps an unexported interface,
// so every WithX(...) call boxes its value on the heap.
package callopts

import "sort"

// OutboundCall is an outgoing request with its options applied.
type OutboundCall struct {
	headers         []keyValuePair
	shardKey        *string
	routingKey      *string
	routingDelegate *string
	responseHeaders *map[string]string
}

type keyValuePair struct{ k, v string }

// CallOption configures an outbound call. Build one with WithHeader, WithShardKey,
// WithRoutingKey, WithRoutingDelegate or ResponseHeaders.
type CallOption struct{ opt callOption }

// callOption is implemented by each kind of option.
type callOption interface {
	apply(*OutboundCall)
}

// NewOutboundCall builds a call, applying the options in order.
func NewOutboundCall(options ...CallOption) *OutboundCall {
	var call OutboundCall
	for _, o := range options {
		o.opt.apply(&call)
	}
	return &call
}

// WithHeader adds a request header.
func WithHeader(k, v string) CallOption {
	return CallOption{headerOption(keyValuePair{k: k, v: v})}
}

type headerOption keyValuePair

func (o headerOption) apply(call *OutboundCall) {
	call.headers = append(call.headers, keyValuePair(o))
}

// WithShardKey sets the shard key of the request.
func WithShardKey(sk string) CallOption {
	return CallOption{shardKeyOption(sk)}
}

type shardKeyOption string

func (s shardKeyOption) apply(call *OutboundCall) {
	v := string(s)
	call.shardKey = &v
}

// WithRoutingKey sets the routing key of the request.
func WithRoutingKey(rk string) CallOption {
	return CallOption{opt: routingKeyOption(rk)}
}

type routingKeyOption string

func (r routingKeyOption) apply(call *OutboundCall) {
	v := string(r)
	call.routingKey = &v
}

// WithRoutingDelegate sets the routing delegate of the request.
func WithRoutingDelegate(rd string) CallOption {
	return CallOption{routingDelegateOption(rd)}
}

type routingDelegateOption string

func (r routingDelegateOption) apply(call *OutboundCall) {
	v := string(r)
	call.routingDelegate = &v
}

// ResponseHeaders fills the given map with the response headers once the call returns.
func ResponseHeaders(h *map[string]string) CallOption {
	return CallOption{(*responseHeadersOption)(h)}
}

type responseHeadersOption map[string]string

func (r *responseHeadersOption) apply(call *OutboundCall) {
	call.responseHeaders = (*map[string]string)(r)
}

// Headers returns the request headers as "k=v" strings, sorted.
func (c *OutboundCall) Headers() []string {
	out := make([]string, 0, len(c.headers))
	for _, h := range c.headers {
		out = append(out, h.k+"="+h.v)
	}
	sort.Strings(out)
	return out
}

// ShardKey returns the shard key, or "" when none was set.
func (c *OutboundCall) ShardKey() string { return deref(c.shardKey) }

// RoutingKey returns the routing key, or "" when none was set.
func (c *OutboundCall) RoutingKey() string { return deref(c.routingKey) }

// RoutingDelegate returns the routing delegate, or "" when none was set.
func (c *OutboundCall) RoutingDelegate() string { return deref(c.routingDelegate) }

// Finish records response headers into the map given to ResponseHeaders, if any.
func (c *OutboundCall) Finish(response map[string]string) {
	if c.responseHeaders == nil {
		return
	}
	if *c.responseHeaders == nil {
		*c.responseHeaders = make(map[string]string, len(response))
	}
	for k, v := range response {
		(*c.responseHeaders)[k] = v
	}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
