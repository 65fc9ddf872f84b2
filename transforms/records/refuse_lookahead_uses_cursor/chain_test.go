package chain

import "testing"

func TestPairs(t *testing.T) {
	c := &chain{}
	for _, id := range []int{1, 2, 3, 7, 8} {
		c.add(id)
	}
	if got := c.pairs(); got != 3 {
		t.Errorf("pairs = %d, want 3", got)
	}
}
