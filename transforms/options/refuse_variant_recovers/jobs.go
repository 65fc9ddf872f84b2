// Case: refused (variant_recovers). A job runner defers each option's apply, so that an
// option can act when the job ends; recoverOption turns a panic of the job into the
// job's error with recover(). recover stops a panic only when the deferred function
// itself calls it: after the rewrite the deferred call is the dispatcher
// (`Option.apply`), which calls recoverOption.apply, and its recover() would return nil,
// letting the panic escape Run.
package jobs

import "fmt"

type job struct {
	name string
	err  string
}

// Option configures how a job ends.
type Option interface{ apply(*job) }

type nameOption string

func (n nameOption) apply(j *job) { j.name = string(n) }

type recoverOption struct{ prefix string }

func (r recoverOption) apply(j *job) {
	if p := recover(); p != nil {
		j.err = r.prefix + fmt.Sprint(p)
	}
}

// Named names the job.
func Named(name string) Option { return nameOption(name) }

// Recovering turns a panic into the job's error, prefixed.
func Recovering(prefix string) Option { return recoverOption{prefix: prefix} }

// Run runs f, deferring every option.
func Run(f func(), opts ...Option) (j job) {
	for _, o := range opts {
		defer o.apply(&j)
	}
	f()
	return j
}
