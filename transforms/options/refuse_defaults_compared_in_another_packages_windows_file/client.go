// Case: refused (other_build_use). The client package hands out its default options
// through Defaults, and package health compares two of them in a file only windows
// builds compile (check_windows.go, no build line). The type facts describe linux: no
// census lists that comparison, and the file names neither Option nor a constructor.
// Rewritten, the family struct holds a func variant and is not comparable:
// `GOOS=windows go vet ./...` would fail. A file of another build selecting a function
// or variable whose declaration spells the family refuses it.
package rpc

import "time"

type config struct {
	service string
	timeout time.Duration
	retry   func(int) bool
}

// Option configures a Client.
type Option interface{ apply(*config) }

type serviceOption string

func (s serviceOption) apply(c *config) { c.service = string(s) }

type timeoutOption time.Duration

func (t timeoutOption) apply(c *config) { c.timeout = time.Duration(t) }

type retryOption func(int) bool

func (r retryOption) apply(c *config) { c.retry = r }

// WithService names the remote service.
func WithService(name string) Option { return serviceOption(name) }

// WithTimeout bounds each call.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

// WithRetry decides whether attempt n is retried.
func WithRetry(f func(int) bool) Option { return retryOption(f) }

// Defaults are the options every client starts from.
func Defaults() []Option {
	return []Option{WithService("api"), WithTimeout(time.Second)}
}

// Client is configured by options.
type Client struct{ cfg config }

// New applies the defaults, then opts.
func New(opts ...Option) *Client {
	c := &Client{}
	for _, o := range append(Defaults(), opts...) {
		o.apply(&c.cfg)
	}
	return c
}
