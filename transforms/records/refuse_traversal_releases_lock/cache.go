// Case: refused (mutated_in_traversal). A cache's sweep ages every entry under its lock
// but releases the lock between entries so writers are not starved (the gcache shape);
// a writer pushes new entries meanwhile. As a slice, an append could move the entries
// while the sweep holds a pointer into them, and the ageing would be lost.
package cache

import "sync"

type cache struct {
	mu      sync.Mutex
	entries *entry
	// paused is told when the sweep lets go of the lock; resume when it may go on.
	paused, resume chan struct{}
}

type entry struct {
	key, age int
	next     *entry
}

func (c *cache) put(key int) {
	c.mu.Lock()
	c.entries = &entry{key: key, next: c.entries}
	c.mu.Unlock()
}

func (c *cache) sweep() {
	c.mu.Lock()
	for e := c.entries; e != nil; e = e.next {
		c.mu.Unlock()
		c.paused <- struct{}{}
		<-c.resume
		c.mu.Lock()
		e.age++
	}
	c.mu.Unlock()
}

func (c *cache) totalAge() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for e := c.entries; e != nil; e = e.next {
		n += e.age
	}
	return n
}
