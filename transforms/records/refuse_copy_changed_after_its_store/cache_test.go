package cache

import "testing"

func TestHitsAreCounted(t *testing.T) {
	c := newCache()
	c.hit()
	c.hit()
	if got := c.hits(); got != 2 {
		t.Fatalf("hits = %d, want 2", got)
	}
}
