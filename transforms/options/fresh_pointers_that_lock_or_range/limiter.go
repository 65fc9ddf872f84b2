// Case: variants built fresh as `&T{…}` that must stay pointers though nothing compares
// options: one holds a policy with a sync.Mutex (held by value in the family struct,
// every copy of an option would copy the lock, which go vet's copylocks check reports),
// one steps its own counter with `for o.next = range …` (a write to the receiver, which
// a value copy would lose between two applications). The duration variant goes by value.
// Rewritten.
package limiter

import (
	"sync"
	"time"
)

// Policy is a shared burst policy; its mutex guards the refill.
type Policy struct {
	mu    sync.Mutex
	Burst int
}

type config struct {
	window time.Duration
	burst  int
	shard  int
}

// Option configures a Limiter.
type Option interface{ apply(*config) }

type windowOption time.Duration

func (w windowOption) apply(c *config) { c.window = time.Duration(w) }

type policyOption struct{ p Policy }

func (o *policyOption) apply(c *config) { c.burst = o.p.Burst }

type shardOption struct{ next, of int }

// apply hands out the next shard, round robin, each time the option is applied.
func (o *shardOption) apply(c *config) {
	for o.next = range o.next + 2 {
	}
	c.shard = o.next % o.of
}

// WithWindow sets the rate window.
func WithWindow(d time.Duration) Option { return windowOption(d) }

// WithBurst allows bursts of n.
func WithBurst(n int) Option { return &policyOption{p: Policy{Burst: n}} }

// WithShards spreads limiters over n shards.
func WithShards(n int) Option { return &shardOption{of: n} }

// Limiter is configured by options.
type Limiter struct{ cfg config }

// New applies the options in order.
func New(opts ...Option) *Limiter {
	l := &Limiter{}
	for _, o := range opts {
		o.apply(&l.cfg)
	}
	return l
}
