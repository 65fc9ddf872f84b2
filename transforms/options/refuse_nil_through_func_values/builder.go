// Case: refused (nil_family). A nil Option reaches a callee other than a package
// function named at the call: the builder's add method, and slices.Contains checking
// for nil options. The type checker's signature of
// each callee says the nil is an Option there; as a struct, Option has no nil, so none
// of these calls would compile. A nil error handed to WithFallback is not an Option and
// is no reason to refuse.
package pool

import (
	"errors"
	"slices"
	"time"
)

type config struct {
	size     int
	idle     time.Duration
	fallback error
}

// Option configures a Pool.
type Option interface {
	apply(*config)
}

type sizeOption int

func (s sizeOption) apply(c *config) { c.size = int(s) }

type idleOption time.Duration

func (i idleOption) apply(c *config) { c.idle = time.Duration(i) }

type fallbackOption struct{ err error }

func (f fallbackOption) apply(c *config) { c.fallback = f.err }

// WithSize sets how many connections the pool keeps.
func WithSize(n int) Option { return sizeOption(n) }

// WithIdle sets how long an idle connection is kept.
func WithIdle(d time.Duration) Option { return idleOption(d) }

// WithFallback sets the error returned when the pool is exhausted.
func WithFallback(err error) Option { return fallbackOption{err} }

var errNilOption = errors.New("pool: nil option")

// builder collects options before a pool is made.
type builder struct {
	opts []Option
	// onAdd is called for each option added; tests replace it.
	onAdd func(Option)
}

func (b *builder) add(o Option) { b.opts = append(b.opts, o) }

// reserve keeps a slot for an option decided later.
func (b *builder) reserve() { b.add(nil) }

func newBuilder() *builder {
	b := &builder{}
	b.onAdd = b.add
	return b
}

// build applies the options, refusing nil ones.
func build(opts ...Option) (config, error) {
	if slices.Contains(opts, nil) {
		return config{}, errNilOption
	}
	c := config{size: 4}
	for _, o := range opts {
		o.apply(&c)
	}
	return c, nil
}
