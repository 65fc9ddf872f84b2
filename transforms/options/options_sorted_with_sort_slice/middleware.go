// Case: options sorted before they are applied, with sort.SliceStable, as a middleware
// chain orders its interceptors by priority. The slice reaches sort.SliceStable as
// `any`, which only reads its length and swaps its elements in memory: whatever the
// elements' layout, the order comes out the same. Rewritten.
package middleware

import (
	"sort"
	"time"
)

type chain struct {
	names   []string
	timeout time.Duration
}

// Option configures a chain.
type Option interface {
	apply(*chain)
	priority() int
}

type namedOption string

func (n namedOption) apply(c *chain) { c.names = append(c.names, string(n)) }
func (n namedOption) priority() int  { return len(n) }

type timeoutOption time.Duration

func (t timeoutOption) apply(c *chain) { c.timeout = time.Duration(t) }
func (t timeoutOption) priority() int  { return 0 }

// Named adds an interceptor.
func Named(name string) Option { return namedOption(name) }

// Timeout bounds the chain.
func Timeout(d time.Duration) Option { return timeoutOption(d) }

// Build applies the options, lowest priority first, keeping the given order on ties.
func Build(opts ...Option) chain {
	sorted := make([]Option, len(opts))
	copy(sorted, opts)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].priority() < sorted[j].priority() })
	var c chain
	for _, o := range sorted {
		o.apply(&c)
	}
	return c
}
