// Case: refused (reaches_interface). The last option each procedure was called with is
// kept in a sync.Map, which hands it back as an interface value; the debug listing prints
// what it loads with %T. As a struct, every variant would print as the family's one type, so a
// holder that hands the value back is not an opaque one.
package rpc

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"
)

type callOptions struct {
	timeout time.Duration
	retries int
	headers map[string]string
}

// CallOption changes one outbound call.
type CallOption interface {
	apply(*callOptions)
}

type timeoutOption time.Duration

func (t timeoutOption) apply(o *callOptions) { o.timeout = time.Duration(t) }

type retryOption int

func (r retryOption) apply(o *callOptions) { o.retries = int(r) }

type headerOption struct{ key, value string }

func (h headerOption) apply(o *callOptions) {
	if o.headers == nil {
		o.headers = map[string]string{}
	}
	o.headers[h.key] = h.value
}

// WithTimeout bounds the call.
func WithTimeout(d time.Duration) CallOption { return timeoutOption(d) }

// WithRetries retries a failed call.
func WithRetries(n int) CallOption { return retryOption(n) }

// WithHeader adds a request header.
func WithHeader(key, value string) CallOption { return headerOption{key, value} }

// Client calls procedures and remembers, for a debug page, the last option of each.
type Client struct {
	lastUsed sync.Map // procedure name -> CallOption
}

// Options resolves the options of one call of procedure.
func (c *Client) Options(procedure string, opts ...CallOption) callOptions {
	var o callOptions
	for _, opt := range opts {
		opt.apply(&o)
		c.lastUsed.Store(procedure, opt)
	}
	return o
}

// LastUsed lists each procedure with the kind of the last option it was called with.
func (c *Client) LastUsed() string {
	var lines []string
	c.lastUsed.Range(func(k, v any) bool {
		lines = append(lines, fmt.Sprintf("%s: %T", k, v))
		return true
	})
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}
