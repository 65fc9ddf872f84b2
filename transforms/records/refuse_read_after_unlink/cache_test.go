package cache

import "testing"

func TestEvictReadsTheNextValue(t *testing.T) {
	l := &lru{}
	l.add(1, "a")
	l.add(2, "bb")
	l.add(3, "c")
	if got := l.evict(3); got != 2 {
		t.Errorf("evict(3) = %d, want 2 (the value now first)", got)
	}
}

func TestCancelReadsTheNextTimer(t *testing.T) {
	w := &wheel{}
	w.add(1, 10)
	w.add(2, 20)
	w.add(3, 30)
	if got := w.cancel(2); got != 10 {
		t.Errorf("cancel(2) = %d, want 10 (the timer after it)", got)
	}
}
