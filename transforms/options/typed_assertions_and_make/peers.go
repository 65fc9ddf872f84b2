// Case: what real option packages write beside a family, each a use the struct keeps:
// `make([]Option, 0, n)` (yarpc's peer lists), a field named like the family in an error
// (dig's `errInvalidGroupOption{Option: c}`), and `var _ Option = …` checks, one through a
// pointer to a variant built by value (go-redis). The checks keep checking the method
// set. Rewritten.
package peers

import "time"

// Option configures a peer list.
type Option interface{ apply(*config) }

type config struct {
	capacity int
	shuffle  bool
	timeout  time.Duration
}

type capacityOption int

func (o capacityOption) apply(c *config) { c.capacity = int(o) }

type timeoutOption time.Duration

func (o timeoutOption) apply(c *config) { c.timeout = time.Duration(o) }

type shuffleOption struct{ on bool }

func (o *shuffleOption) apply(c *config) { c.shuffle = o.on }

var _ Option = (*shuffleOption)(nil)
var _ Option = capacityOption(0)
var _ Option = (*timeoutOption)(nil)

// Capacity sets how many peers the list holds.
func Capacity(n int) Option { return capacityOption(n) }

// Timeout sets how long to wait for a peer.
func Timeout(d time.Duration) Option { return timeoutOption(d) }

// Shuffle turns shuffling on.
func Shuffle() Option { return &shuffleOption{on: true} }

type errInvalidOption struct{ Option Option }

func (e errInvalidOption) Error() string { return "invalid option" }

// New builds a config.
func New(opts ...Option) config {
	all := make([]Option, 0, len(opts)+1)
	all = append(all, Capacity(8))
	all = append(all, opts...)
	var c config
	for _, o := range all {
		o.apply(&c)
	}
	return c
}

func check(o Option) error { return errInvalidOption{Option: o} }
