// Case: a variant that is a group of options (fx's `Options(opts ...Option) Option` over
// `type optionGroup []Option`): with type facts a named slice of the family is a holder
// like a slice field (it was refused as family_used_as_type), and a struct holding a
// slice of itself is valid Go. Rewritten.
package app

import "time"

type settings struct {
	name         string
	startTimeout time.Duration
}

// Option configures an App.
type Option interface{ apply(*settings) }

type nameOption string

func (n nameOption) apply(s *settings) { s.name = string(n) }

type startTimeoutOption time.Duration

func (t startTimeoutOption) apply(s *settings) { s.startTimeout = time.Duration(t) }

type optionGroup []Option

func (g optionGroup) apply(s *settings) {
	for _, o := range g {
		o.apply(s)
	}
}

// Name names the application in logs.
func Name(name string) Option { return nameOption(name) }

// StartTimeout bounds the start of the application.
func StartTimeout(d time.Duration) Option { return startTimeoutOption(d) }

// Options groups options into one, applied in order.
func Options(opts ...Option) Option { return optionGroup(opts) }

// New applies opts in order.
func New(opts ...Option) settings {
	var s settings
	for _, o := range opts {
		o.apply(&s)
	}
	return s
}
