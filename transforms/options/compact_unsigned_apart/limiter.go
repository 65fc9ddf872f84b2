// Case: a limiter's options with an int burst, an int8 priority, a uint8 weight, a
// time.Duration wait and a uint64 byte budget. The signed integers share one int64; the
// uint8 shares it too (every uint8 fits a signed slot twice its width), but no signed
// slot holds every uint64, so the budget keeps a uint64 field of its own and
// Unlimited's math.MaxUint64 still compiles. Rewritten.
package limiter

import (
	"math"
	"time"
)

// Limiter paces requests.
type Limiter struct {
	burst    int
	priority int8
	weight   uint8
	wait     time.Duration
	maxBytes uint64
}

// Option configures a Limiter.
type Option interface {
	apply(*Limiter)
}

type burstOption int

func (b burstOption) apply(l *Limiter) { l.burst = int(b) }

// WithBurst lets n requests through at once.
func WithBurst(n int) Option { return burstOption(n) }

type priorityOption int8

func (p priorityOption) apply(l *Limiter) { l.priority = int8(p) }

// WithPriority orders limiters sharing a budget.
func WithPriority(p int8) Option { return priorityOption(p) }

type weightOption uint8

func (w weightOption) apply(l *Limiter) { l.weight = uint8(w) }

// WithWeight sets how much one request costs.
func WithWeight(w uint8) Option { return weightOption(w) }

type waitOption time.Duration

func (w waitOption) apply(l *Limiter) { l.wait = time.Duration(w) }

// WithWait bounds how long a request waits for room.
func WithWait(d time.Duration) Option { return waitOption(d) }

type maxBytesOption uint64

func (m maxBytesOption) apply(l *Limiter) { l.maxBytes = uint64(m) }

// WithMaxBytes caps the bytes let through.
func WithMaxBytes(n uint64) Option { return maxBytesOption(n) }

// Unlimited lifts the byte cap.
func Unlimited() Option { return maxBytesOption(math.MaxUint64) }

// New builds a Limiter from its options.
func New(opts ...Option) *Limiter {
	l := &Limiter{burst: 1}
	for _, o := range opts {
		o.apply(l)
	}
	return l
}
