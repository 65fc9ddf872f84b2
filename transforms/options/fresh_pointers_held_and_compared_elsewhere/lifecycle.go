// Case: Rewritten, but EnforceTimeout's fresh `&enforceTimeout{…}` stays a pointer in the
// struct. Package registry keys a map by a struct holding an option beside the hook's
// name, so two options built by two calls with equal arguments make two keys: as
// pointers they differ, as values they would be equal. Labeled's string variant is held
// by value and stops allocating.
package lifecycle

import "time"

// Option configures a lifecycle.
type Option interface{ apply(*settings) }

type settings struct {
	timeout time.Duration
	name    string
	label   string
}

type enforceTimeout struct {
	timeout time.Duration
	name    string
}

func (e *enforceTimeout) apply(s *settings) {
	s.timeout = e.timeout
	s.name = e.name
}

type labelOption string

func (l labelOption) apply(s *settings) { s.label = string(l) }

// EnforceTimeout makes every hook finish within d.
func EnforceTimeout(name string, d time.Duration) Option {
	return &enforceTimeout{timeout: d, name: name}
}

// Labeled names the lifecycle in logs.
func Labeled(label string) Option { return labelOption(label) }

// New applies the options.
func New(opts ...Option) settings {
	var s settings
	for _, o := range opts {
		o.apply(&s)
	}
	return s
}
