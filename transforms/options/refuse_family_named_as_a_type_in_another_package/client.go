// Case: refused (family_used_as_type, interface_embedded). Package plugins names the
// family as a type where no value stands: as the constraint of a generic helper
// (`func Collect[O client.Option](opts ...O) []client.Option`, never instantiated in the
// module) and embedded in an interface of its own (`interface{ client.Option; Name()
// string }`). Once Option is a struct, an O no longer converts to it and the interface
// is a constraint only: plugins would stop compiling, though no value of it is printed,
// compared or asserted.
package client

import "time"

type settings struct {
	timeout time.Duration
	retries int
}

// Option configures a Client.
type Option interface{ apply(*settings) }

type timeoutOption time.Duration

func (o timeoutOption) apply(s *settings) { s.timeout = time.Duration(o) }

type retriesOption int

func (o retriesOption) apply(s *settings) { s.retries = int(o) }

// WithTimeout bounds each call.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

// WithRetries retries a failed call n times.
func WithRetries(n int) Option { return retriesOption(n) }

// Settings applies the options.
func Settings(opts ...Option) (time.Duration, int) {
	var s settings
	for _, o := range opts {
		o.apply(&s)
	}
	return s.timeout, s.retries
}
