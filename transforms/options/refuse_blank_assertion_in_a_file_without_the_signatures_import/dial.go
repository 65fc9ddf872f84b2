// Case: the variants are checked against the family in a file of their own
// (`var _ DialOption = timeoutOption(0)` in checks.go, which imports only errors). Kept
// as a check, the assertion would spell the family's methods out, `interface{
// apply(*net.Dialer) }`, naming net, which checks.go does not import: the package would
// not compile. Refused (imports_across_files).
package dial

import (
	"net"
	"time"
)

// DialOption configures how a connection is dialled.
type DialOption interface {
	apply(*net.Dialer)
}

type timeoutOption time.Duration

func (o timeoutOption) apply(d *net.Dialer) { d.Timeout = time.Duration(o) }

type keepAliveOption time.Duration

func (o keepAliveOption) apply(d *net.Dialer) { d.KeepAlive = time.Duration(o) }

// WithTimeout bounds the dial.
func WithTimeout(t time.Duration) DialOption { return timeoutOption(t) }

// WithKeepAlive sets the keep-alive period.
func WithKeepAlive(t time.Duration) DialOption { return keepAliveOption(t) }

// NewDialer applies the options to a dialer with Go's defaults.
func NewDialer(opts ...DialOption) *net.Dialer {
	d := &net.Dialer{}
	for _, o := range opts {
		o.apply(d)
	}
	return d
}
