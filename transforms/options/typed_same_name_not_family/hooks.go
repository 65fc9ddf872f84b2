// Case: uses are judged by type, not by name (the shapes of uber-go/fx and
// uber-go/ratelimit): `o` is an Option in New but an error in Validate, so `o != nil` is
// not a family value compared with nil; a variant method converting its receiver
// (`time.Duration(t)`, `int(r)`) or handing it to a builtin (`len(t)`, `copy`) does not
// let it escape as an interface. Rewritten with Go's type facts.
package hooks

import (
	"errors"
	"time"
)

type settings struct {
	timeout time.Duration
	retries int
	tags    []string
}

// Option configures New.
type Option interface {
	apply(*settings)
}

type timeoutOption time.Duration

func (t timeoutOption) apply(s *settings) { s.timeout = time.Duration(t) }

// WithTimeout bounds each attempt.
func WithTimeout(d time.Duration) Option {
	return timeoutOption(d)
}

type retriesOption int

func (r retriesOption) apply(s *settings) { s.retries = max(int(r), 0) }

// WithRetries sets how often a failed attempt is repeated.
func WithRetries(n int) Option { return retriesOption(n) }

type tagsOption []string

func (t tagsOption) apply(s *settings) {
	s.tags = make([]string, len(t))
	copy(s.tags, t)
}

// WithTags labels every attempt.
func WithTags(tags ...string) Option { return tagsOption(tags) }

// New applies the options over the defaults.
func New(opts ...Option) settings {
	s := settings{timeout: time.Second, retries: 3}
	for _, o := range opts {
		o.apply(&s)
	}
	return s
}

var errNegative = errors.New("negative timeout")

// Validate reports the first problem with s.
func Validate(s settings) error {
	var o error
	if s.timeout < 0 {
		o = errNegative
	}
	if o != nil {
		return o
	}
	return nil
}
