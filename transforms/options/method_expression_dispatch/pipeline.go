// Case: the options are applied through a method expression (`Option.apply`), as code
// that hands the apply step to a helper does. Rewritten: the struct's dispatcher method
// keeps the name, the value receiver and the signature, so `Option.apply` is still a
// func(Option, *stage), and the helper compiles and behaves as before.
package pipeline

import "time"

type stage struct {
	name    string
	workers int
	timeout time.Duration
}

// Option configures a stage.
type Option interface {
	apply(*stage)
}

type nameOption string

func (n nameOption) apply(s *stage) { s.name = string(n) }

type workersOption int

func (w workersOption) apply(s *stage) { s.workers = int(w) }

type timeoutOption time.Duration

func (t timeoutOption) apply(s *stage) { s.timeout = time.Duration(t) }

// Named names the stage.
func Named(n string) Option { return nameOption(n) }

// Workers sets the parallelism.
func Workers(n int) Option { return workersOption(n) }

// Timeout bounds each item.
func Timeout(d time.Duration) Option { return timeoutOption(d) }

// each calls step on every option in order.
func each(opts []Option, s *stage, step func(Option, *stage)) {
	for _, o := range opts {
		step(o, s)
	}
}

// NewStage builds a stage.
func NewStage(opts ...Option) stage {
	s := stage{workers: 1}
	each(opts, &s, Option.apply)
	return s
}
