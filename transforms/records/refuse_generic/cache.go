// Case: generic records and containers. A generic container's pointer fields and a
// `*node[V]` list are refused with the reason `generic`, never passed over in silence.
package cache

type node[V any] struct {
	key   string
	value V
	next  *node[V]
}

type stats struct {
	hits int
}

type lru[V any] struct {
	head  *node[V]
	stats *stats
}

type index struct {
	names *node[string]
}

func (c *lru[V]) get(key string) (V, bool) {
	for n := c.head; n != nil; n = n.next {
		if n.key == key {
			if c.stats != nil {
				c.stats.hits++
			}
			return n.value, true
		}
	}
	var zero V
	return zero, false
}

func (i *index) add(name string) {
	i.names = &node[string]{key: name, value: name, next: i.names}
}
