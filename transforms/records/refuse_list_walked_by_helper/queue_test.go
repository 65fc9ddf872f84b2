package queue

import "testing"

func TestPendingAndChains(t *testing.T) {
	q := &queue{}
	q.add(1)
	q.add(2)
	if q.pending() != 2 {
		t.Fatalf("pending = %d, want 2", q.pending())
	}
	if n := chainLength(&job{id: 3}); n != 1 {
		t.Fatalf("chainLength of one job = %d, want 1", n)
	}
}
