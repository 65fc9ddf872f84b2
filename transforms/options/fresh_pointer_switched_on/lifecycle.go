// Case: Rewritten, but EnforceTimeout's fresh `&enforceTimeout{…}` stays a pointer in the
// struct. Longest reads the timeouts back with a type switch whose case names
// *enforceTimeout: the kind switch maps that case to the variant's field only while it
// holds the pointer (it was refused as type_switch when the variant was held by value).
// Labeled's string variant is held by value and stops allocating.
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

// Longest is the longest timeout among opts, zero when none enforces one.
func Longest(opts ...Option) time.Duration {
	var longest time.Duration
	for _, o := range opts {
		switch o := o.(type) {
		case *enforceTimeout:
			if o.timeout > longest {
				longest = o.timeout
			}
		case labelOption:
		}
	}
	return longest
}
