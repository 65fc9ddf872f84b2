// Case: a dialer package with an exported family for its users (`Option`, applied to
// the Dialer) and an internal one for its transport (`option`, set on the transport),
// as client libraries keep a public and a private option set side by side. Both are
// rewritten; each gets a kind type of its own (optionKind and optionKind2), where the
// same name for both would not compile. Rewritten.
package dialer

import "time"

// Dialer opens connections to one address.
type Dialer struct {
	addr    string
	timeout time.Duration
	retries int
	t       transport
}

type transport struct {
	keepAlive time.Duration
	bufSize   int
}

// Option configures a Dialer.
type Option interface{ apply(*Dialer) }

type timeoutOption time.Duration

func (o timeoutOption) apply(d *Dialer) { d.timeout = time.Duration(o) }

type retriesOption struct{ n int }

func (o retriesOption) apply(d *Dialer) { d.retries = o.n }

// WithTimeout bounds each dial.
func WithTimeout(t time.Duration) Option { return timeoutOption(t) }

// WithRetries sets how often a failed dial is tried again.
func WithRetries(n int) Option { return retriesOption{n: n} }

// option configures the transport under a Dialer.
type option interface{ set(*transport) }

type keepAliveOption time.Duration

func (o keepAliveOption) set(t *transport) { t.keepAlive = time.Duration(o) }

type bufSizeOption struct{ size int }

func (o bufSizeOption) set(t *transport) { t.bufSize = o.size }

func withKeepAlive(d time.Duration) option { return keepAliveOption(d) }

func withBufSize(n int) option { return bufSizeOption{size: n} }

// New makes a Dialer for addr; the transport's settings follow from the timeout.
func New(addr string, opts ...Option) *Dialer {
	d := &Dialer{addr: addr, timeout: time.Second}
	for _, o := range opts {
		o.apply(d)
	}
	for _, o := range []option{withKeepAlive(2 * d.timeout), withBufSize(4096 * (d.retries + 1))} {
		o.set(&d.t)
	}
	return d
}
