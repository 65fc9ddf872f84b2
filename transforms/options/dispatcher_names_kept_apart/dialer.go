// Case: names the dispatcher must keep apart. The interface's methods name a parameter
// `time` (the package deadlineOption's field rebuilds with) and `zero` (the name the
// dispatcher gives a result's zero value): both are renamed in the dispatcher, not in
// the variants. retryOption is declared in a file that dot-imports time, so its field's
// `Duration` would mean nothing in this file: it is held whole. Rewritten.
package dialer

import "time"

type timing struct {
	deadline time.Duration
	name     string
	retries  int
	wait     time.Duration
}

// Option configures a dialer.
type Option interface {
	apply(time *timing)
	describe(zero bool) string
}

type nameOption string

func (n nameOption) apply(t *timing) { t.name = string(n) }

func (n nameOption) describe(zero bool) string {
	if zero {
		return ""
	}
	return "name=" + string(n)
}

type deadlineOption struct{ d time.Duration }

func (o deadlineOption) apply(t *timing) { t.deadline = o.d }

func (o deadlineOption) describe(zero bool) string {
	if zero {
		return ""
	}
	return "deadline=" + o.d.String()
}

// WithName names the dialer in logs.
func WithName(name string) Option { return nameOption(name) }

// WithDeadline bounds each dial.
func WithDeadline(d time.Duration) Option { return deadlineOption{d: d} }

// New applies opts in order.
func New(opts ...Option) timing {
	var t timing
	for _, o := range opts {
		o.apply(&t)
	}
	return t
}

// Describe lists the options that change something, for the startup log.
func Describe(opts ...Option) []string {
	var out []string
	for _, o := range opts {
		if d := o.describe(false); d != "" {
			out = append(out, d)
		}
	}
	return out
}
