// Case: the interface says `apply(*http.Request)`, and the variants, written against a
// short alias (`type request = http.Request`), say `apply(r *request)`: Go counts them as
// variants, but the pass matches variants by the spelling of their signatures and finds
// none. Refused (variant_signature_spelled_otherwise) rather than left out of the plan in
// silence.
package outbound

import "net/http"

type request = http.Request

// CallOption configures an outbound request.
type CallOption interface {
	apply(*http.Request)
}

type headerOption struct{ key, value string }

func (h headerOption) apply(r *request) { r.Header.Set(h.key, h.value) }

type callerOption string

func (c callerOption) apply(r *request) { r.Header.Set("Rpc-Caller", string(c)) }

// WithHeader sets a header on the request.
func WithHeader(k, v string) CallOption { return headerOption{key: k, value: v} }

// WithCaller names the calling service.
func WithCaller(name string) CallOption { return callerOption(name) }

// Prepare applies the options.
func Prepare(r *http.Request, opts ...CallOption) {
	for _, o := range opts {
		o.apply(r)
	}
}
