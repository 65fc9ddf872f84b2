package cache

import "testing"

func TestResetKeepsStatsOn(t *testing.T) {
	c := &Cache{Name: "users"}
	c.EnableStats()
	c.Hit()
	c.ResetStats()
	if !c.StatsEnabled() || c.stats.hits != 0 {
		t.Fatalf("after reset: enabled %v", c.StatsEnabled())
	}
}
