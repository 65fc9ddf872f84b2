// Case: refused (promoted_variant, with type facts). WithAuthority's variant gets apply
// from the embedded stringSetting, as dial options sharing one setter often do; the
// rewrite stores each variant's own value and calls its own method, so it cannot keep
// such a variant. Without type facts the same family is refused for what its
// constructor looks like.
package dial

import "time"

type dialConfig struct {
	timeout   time.Duration
	authority string
}

// DialOption configures a dial.
type DialOption interface {
	apply(*dialConfig)
}

type timeoutOption time.Duration

func (t timeoutOption) apply(c *dialConfig) { c.timeout = time.Duration(t) }

type stringSetting struct {
	value string
}

func (s stringSetting) apply(c *dialConfig) { c.authority = s.value }

type authorityOption struct {
	stringSetting
}

// WithTimeout bounds the dial.
func WithTimeout(d time.Duration) DialOption { return timeoutOption(d) }

// WithAuthority overrides the :authority header.
func WithAuthority(a string) DialOption {
	return authorityOption{stringSetting{value: a}}
}

func newDialConfig(opts ...DialOption) dialConfig {
	c := dialConfig{timeout: 20 * time.Second}
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}
