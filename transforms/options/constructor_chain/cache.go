// Case: a constructor that only returns another constructor's result needs no change,
// and the family is still Rewritten around it.
package cache

type cache struct{ ttl, size int }

// Option configures a cache.
type Option interface {
	apply(*cache)
}

type ttlOption int

func (t ttlOption) apply(c *cache) { c.ttl = int(t) }

type sizeOption int

func (s sizeOption) apply(c *cache) { c.size = int(s) }

// TTL sets the time to live in seconds.
func TTL(seconds int) Option { return ttlOption(seconds) }

// Size sets the capacity.
func Size(n int) Option { return sizeOption(n) }

// Forever keeps entries for a day.
func Forever() Option {
	return TTL(86400)
}

// New applies the options.
func New(opts ...Option) (int, int) {
	var c cache
	for _, o := range opts {
		o.apply(&c)
	}
	return c.ttl, c.size
}
