// Case: a client's header option is built as a value (`headerOption{…}`), and its
// String method, which apply calls to write the header line the client keeps, has a
// pointer receiver. An Option holds a headerOption value, whose method set has no
// String, so fmt and loggers never call it on an option. Rewritten (not refused as
// variant_methods).
package client

import (
	"strings"
	"time"
)

type settings struct {
	headers []string
	timeout time.Duration
}

// Option configures a Client.
type Option interface{ apply(*settings) }

type headerOption struct {
	key, value string
}

func (h headerOption) apply(s *settings) { s.headers = append(s.headers, h.String()) }

// String is the header's line in a request.
func (h *headerOption) String() string { return h.key + ": " + h.value }

type timeoutOption time.Duration

func (t timeoutOption) apply(s *settings) { s.timeout = time.Duration(t) }

// WithHeader adds a header to every request.
func WithHeader(key, value string) Option { return headerOption{key: key, value: value} }

// WithTimeout bounds every request.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

// Client sends requests with its settings.
type Client struct{ s settings }

// New applies the options.
func New(opts ...Option) *Client {
	c := &Client{}
	for _, o := range opts {
		o.apply(&c.s)
	}
	return c
}

// Dump lists the client's headers, one per line.
func (c *Client) Dump() string {
	var b strings.Builder
	for _, h := range c.s.headers {
		b.WriteString(h)
		b.WriteByte('\n')
	}
	return b.String()
}
