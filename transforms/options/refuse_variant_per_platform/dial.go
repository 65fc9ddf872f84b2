// Case: a variant declared once per platform, as dialers keep a unix socket and a windows
// named pipe: socketOption has one field in socket_unix.go and two in socket_windows.go.
// A tagged struct laid out from one declaration would not build on the other platform,
// so the family is refused as declared_per_build, though the type checker sees only one.
package dial

import "strconv"

type settings struct {
	retries int
	socket  string
}

// Option configures Dial.
type Option interface {
	apply(*settings)
}

type retriesOption int

func (r retriesOption) apply(s *settings) { s.retries = int(r) }

// WithRetries sets how often Dial retries.
func WithRetries(n int) Option { return retriesOption(n) }

// WithSocket dials a local socket (a named pipe on windows).
func WithSocket(path string) Option { return socketOption{path: path} }

// Dial describes the connection the options ask for.
func Dial(opts ...Option) string {
	var s settings
	for _, o := range opts {
		o.apply(&s)
	}
	return s.socket + " x" + strconv.Itoa(s.retries)
}
