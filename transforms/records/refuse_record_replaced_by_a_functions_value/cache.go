// Case: refused (replaced_by_value). A cache resets its stats in place under the usual
// guard, `if c.stats != nil { *c.stats = freshStats() }`, with a record value a function
// returns. Only a record literal is known to make a record the inline slot holds as
// present; a value made elsewhere (a copy of another inline record, absent) may not
// carry that flag. The store is guarded, and the refusal says what it is about.
package cache

type stats struct {
	hits, misses int
	since        int64
}

type cache struct {
	items map[string]string
	stats *stats
}

func freshStats() stats { return stats{since: 1} }

func (c *cache) enableStats() {
	if c.stats == nil {
		c.stats = &stats{}
	}
}

func (c *cache) resetStats() {
	if c.stats != nil {
		*c.stats = freshStats()
	}
}

func (c *cache) get(key string) (string, bool) {
	v, ok := c.items[key]
	if c.stats != nil {
		if ok {
			c.stats.hits++
		} else {
			c.stats.misses++
		}
	}
	return v, ok
}
