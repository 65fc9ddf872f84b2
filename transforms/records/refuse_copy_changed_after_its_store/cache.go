// Case: refused (stored_elsewhere). A cache counts hits copy-on-write: it copies its
// stats record (`s := *c.stats`), stores the copy's address back, then counts on the
// copy (`s.hits++`), which is the stored record. Stored inline, `c.stats = s` would store
// a copy of the variable, and the count made after it would be lost.
package cache

type stats struct {
	hits, misses int
}

type cache struct {
	data  map[string]string
	stats *stats
}

func newCache() *cache { return &cache{data: map[string]string{}, stats: &stats{}} }

// hit records a hit, copy-on-write: a reader holding the old counters keeps them.
func (c *cache) hit() {
	if c.stats == nil {
		return
	}
	s := *c.stats
	c.stats = &s
	s.hits++
}

func (c *cache) hits() int {
	if c.stats == nil {
		return -1
	}
	return c.stats.hits
}
