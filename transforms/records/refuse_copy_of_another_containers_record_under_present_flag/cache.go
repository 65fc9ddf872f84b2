// Case: refused (flag_polarity). Cache is exported, so its optional stats record gets
// the _present flag. A cache made from a template copies the template's stats
// (`s := *warm.stats; c.stats = &s`), but the template is a container of another type,
// passed by value and so left alone: its record carries no _present flag, and stored
// inline the copy would read as absent (Hits would say -1, not 7). A copy of Cache's own
// inline record is rewritten.
package cache

type stats struct {
	hits int
}

// template describes how new caches start; it is passed around by value.
type template struct {
	name  string
	stats *stats
}

// Cache counts its hits once stats are on.
type Cache struct {
	name  string
	stats *stats
}

func describe(t template) string { return t.name }

var warm = template{name: "warm", stats: &stats{hits: 7}}

// FromTemplate starts a cache with the warm template's stats.
func FromTemplate() *Cache {
	c := &Cache{name: describe(warm)}
	if warm.stats != nil {
		s := *warm.stats
		c.stats = &s
	}
	return c
}

// Hits is -1 while stats are off.
func (c *Cache) Hits() int {
	if c.stats == nil {
		return -1
	}
	return c.stats.hits
}
