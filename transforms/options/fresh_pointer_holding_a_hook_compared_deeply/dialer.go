// Case: variants built fresh as `&T{…}` that hold a callback (`fn func(string)`), a
// float (a jitter ratio, NaN when a config leaves it unset), a struct of the package
// holding one (a backoff policy), or an error (which may hold a func: a retryable error
// carrying its retry rule), and a test comparing a client's options with
// reflect.DeepEqual, the same options on both sides: DeepEqual finds two equal pointers
// equal without looking inside, but two non-nil funcs never equal, nor does NaN itself.
// Rewritten, with those variants kept pointers: held by value an option would no longer
// DeepEqual itself.
package dialer

import "time"

type dialConfig struct {
	timeout time.Duration
	onDial  func(string)
	name    string
	jitter  float64
	retry   backoff
	last    error
}

type backoff struct {
	base   time.Duration
	factor float64
}

// Option configures a Client.
type Option interface{ apply(*dialConfig) }

type hookOption struct {
	name string
	fn   func(string)
}

func (h *hookOption) apply(c *dialConfig) { c.onDial, c.name = h.fn, h.name }

type timeoutOption time.Duration

func (t timeoutOption) apply(c *dialConfig) { c.timeout = time.Duration(t) }

// WithHook runs fn after each dial.
func WithHook(name string, fn func(addr string)) Option { return &hookOption{name: name, fn: fn} }

type jitterOption struct{ ratio float64 }

func (j *jitterOption) apply(c *dialConfig) { c.jitter = j.ratio }

type backoffOption struct{ policy backoff }

func (b *backoffOption) apply(c *dialConfig) { c.retry = b.policy }

// WithJitter spreads redials by up to ratio of the timeout; NaN leaves the default.
func WithJitter(ratio float64) Option { return &jitterOption{ratio: ratio} }

// WithBackoff waits base, then factor times longer, between redials.
func WithBackoff(base time.Duration, factor float64) Option {
	return &backoffOption{policy: backoff{base: base, factor: factor}}
}

type fallbackOption struct{ err error }

func (f *fallbackOption) apply(c *dialConfig) { c.last = f.err }

// WithFallbackError is returned when every dial fails.
func WithFallbackError(err error) Option { return &fallbackOption{err: err} }

// RetryableError says which attempts may retry.
type RetryableError struct {
	Msg   string
	Retry func(attempt int) bool
}

func (e RetryableError) Error() string { return e.Msg }

// WithTimeout bounds each dial.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

// Client dials with its options.
type Client struct {
	opts []Option
	cfg  dialConfig
}

// NewClient applies the options.
func NewClient(opts ...Option) *Client {
	c := &Client{opts: opts}
	for _, o := range opts {
		o.apply(&c.cfg)
	}
	return c
}

// With returns a client with c's options and more.
func (c *Client) With(opts ...Option) *Client {
	return NewClient(append(append([]Option{}, c.opts...), opts...)...)
}
