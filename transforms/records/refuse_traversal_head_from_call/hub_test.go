package hub

import "testing"

func TestCountPicksTheShardOnce(t *testing.T) {
	h := newHub(4)
	for _, u := range []int{1, 5, 9, 2} {
		h.join(u)
	}
	h.picks = 0
	if n := h.Count(1); n != 3 {
		t.Fatalf("Count(1) = %d, want 3", n)
	}
	if h.picks != 1 {
		t.Fatalf("shardFor ran %d times, want 1", h.picks)
	}
}
