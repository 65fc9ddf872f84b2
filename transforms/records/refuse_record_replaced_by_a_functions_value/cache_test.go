package cache

import "testing"

func TestResetKeepsStatsOn(t *testing.T) {
	c := &cache{items: map[string]string{"k": "v"}}
	c.enableStats()
	c.get("k")
	c.resetStats()
	if c.stats == nil || c.stats.hits != 0 || c.stats.since != 1 {
		t.Fatal("stats after reset")
	}
}
