// Case: code written for Go 1.26 around an option family and a record list, as a job
// runner keeps them: `new(expr)` (Go 1.26) in a variant's apply, a generic alias
// (`type Pair[V any] = struct{…}`, Go 1.24) as a variant's underlying type, an iterator
// consumed by range over a function (Go 1.23) and retries counted by range over an int
// (Go 1.22). Go's type checker reads all of it, so the family and the list are rewritten
// with type facts. Rewritten.
package retry

import (
	"iter"
	"strconv"
	"strings"
)

// Pair is a labelled value. As a generic alias, Pair[string] is the struct itself.
type Pair[V any] = struct {
	Key   string
	Value V
}

type config struct {
	attempts int
	deadline *int64
	labels   []Pair[string]
}

// Option configures a Runner.
type Option interface {
	apply(*config)
}

type attemptsOption int

func (a attemptsOption) apply(c *config) {
	c.attempts = int(a)
}

// WithAttempts sets how many times a job is tried.
func WithAttempts(n int) Option {
	return attemptsOption(n)
}

type deadlineOption int64

func (d deadlineOption) apply(c *config) {
	c.deadline = new(int64(d))
}

// WithDeadline sets the deadline, in Unix milliseconds.
func WithDeadline(unixMilli int64) Option {
	return deadlineOption(unixMilli)
}

type labelOption Pair[string]

func (l labelOption) apply(c *config) {
	c.labels = append(c.labels, Pair[string](l))
}

// WithLabel adds a label to every report.
func WithLabel(key, value string) Option {
	return labelOption{Key: key, Value: value}
}

// Labels yields the labels in the order they were given.
func (c *config) Labels() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		for _, l := range c.labels {
			if !yield(l.Key, l.Value) {
				return
			}
		}
	}
}

// Runner tries jobs and remembers the failed ones, newest first.
type Runner struct {
	cfg    config
	failed *failure
}

type failure struct {
	job   string
	tries int
	next  *failure
}

// NewRunner applies the options over one attempt and no deadline.
func NewRunner(opts ...Option) *Runner {
	r := &Runner{cfg: config{attempts: 1}}
	for _, o := range opts {
		o.apply(&r.cfg)
	}
	return r
}

// Run tries job up to the configured number of attempts.
func (r *Runner) Run(name string, job func(attempt int) error) error {
	var err error
	for attempt := range r.cfg.attempts {
		if err = job(attempt); err == nil {
			return nil
		}
	}
	r.failed = &failure{job: name, tries: r.cfg.attempts, next: r.failed}
	return err
}

// Failed counts the failures remembered.
func (r *Runner) Failed() int {
	n := 0
	for f := r.failed; f != nil; f = f.next {
		n++
	}
	return n
}

// Report describes the runner's settings and its last failure.
func (r *Runner) Report() string {
	var b strings.Builder
	b.WriteString("attempts=" + strconv.Itoa(r.cfg.attempts))
	if r.cfg.deadline != nil {
		b.WriteString(" deadline=" + strconv.FormatInt(*r.cfg.deadline, 10))
	}
	for k, v := range r.cfg.Labels() {
		b.WriteString(" " + k + "=" + v)
	}
	if r.failed != nil {
		b.WriteString(" last=" + r.failed.job + "/" + strconv.Itoa(r.failed.tries))
	}
	return b.String()
}
