// Case: refused (flag_polarity). Cache is exported, so its optional record takes the
// _present flag (a zero Cache built elsewhere reads as having none). stats.reset stores
// a whole stats through its receiver: inline, that would clear _present too, and the
// cache's stats would read as turned off after a reset.
package cache

type stats struct {
	hits, misses int
}

func (s *stats) reset() { *s = stats{} }

// Cache counts hits once stats are enabled.
type Cache struct {
	Name  string
	stats *stats
}

// EnableStats starts counting.
func (c *Cache) EnableStats() { c.stats = &stats{} }

// Hit counts a hit when stats are on.
func (c *Cache) Hit() {
	if c.stats != nil {
		c.stats.hits++
	}
}

// ResetStats counts from zero again, stats staying on.
func (c *Cache) ResetStats() {
	if c.stats != nil {
		c.stats.reset()
	}
}

// StatsEnabled says whether stats are counted.
func (c *Cache) StatsEnabled() bool { return c.stats != nil }
