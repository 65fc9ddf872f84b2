// Case: a family with two string variants (a two-string header and a routing key), a
// time.Duration, an int, a bool and a pointer. The compact layout keeps the strings by
// position, the Duration and the int in one int64 (lossless both ways), the bool next
// to the one-byte kind, so Option is kind + key + value + num + stats = 56 bytes on
// amd64 where a slot per distinct type gives 64. No conversion is written where the
// value already has the field's type (`true`, `0`), and the blank checks that a variant
// implements Option keep checking it. Rewritten.
package client

import "time"

// Counter counts calls.
type Counter struct{ calls int }

// Request is an outgoing request with its options applied.
type Request struct {
	headers    map[string]string
	routingKey string
	timeout    time.Duration
	retries    int
	verbose    bool
	stats      *Counter
}

// Option configures a Request.
type Option interface {
	apply(*Request)
}

type headerOption struct {
	key, value string
}

func (h headerOption) apply(r *Request) {
	if r.headers == nil {
		r.headers = make(map[string]string)
	}
	r.headers[h.key] = h.value
}

// WithHeader adds a request header.
func WithHeader(key, value string) Option {
	return headerOption{key: key, value: value}
}

type routingKeyOption string

func (k routingKeyOption) apply(r *Request) { r.routingKey = string(k) }

// WithRoutingKey sets the routing key.
func WithRoutingKey(key string) Option { return routingKeyOption(key) }

type timeoutOption time.Duration

func (t timeoutOption) apply(r *Request) { r.timeout = time.Duration(t) }

var _ Option = timeoutOption(0)

// WithTimeout bounds the request.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

type retriesOption int

func (n retriesOption) apply(r *Request) { r.retries = int(n) }

var _ Option = retriesOption(0)

// WithRetries retries a failed request n times.
func WithRetries(n int) Option { return retriesOption(n) }

type verboseOption bool

func (v verboseOption) apply(r *Request) { r.verbose = bool(v) }

// Verbose logs the request.
func Verbose() Option { return verboseOption(true) }

type statsOption struct {
	counter *Counter
}

func (s statsOption) apply(r *Request) { r.stats = s.counter }

// WithStats counts the request in c.
func WithStats(c *Counter) Option { return statsOption{counter: c} }

// NewRequest applies the options in order.
func NewRequest(opts ...Option) *Request {
	var r Request
	for _, opt := range opts {
		opt.apply(&r)
	}
	if r.stats != nil {
		r.stats.calls++
	}
	return &r
}
