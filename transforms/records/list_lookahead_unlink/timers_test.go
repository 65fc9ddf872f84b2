package timers

import (
	"fmt"
	"testing"
)

func TestCancel(t *testing.T) {
	w := &wheel{}
	if w.cancel(1) {
		t.Fatal("nothing to cancel")
	}
	for id := 1; id <= 5; id++ {
		w.add(id, int64(id*10))
	}
	if !w.cancel(5) || !w.cancel(3) || !w.cancel(1) || w.cancel(9) {
		t.Fatal("cancel found the wrong timers")
	}
	w.add(6, 60)
	if got := fmt.Sprint(w.ids()); got != "[6 4 2]" {
		t.Errorf("ids = %s, want [6 4 2]", got)
	}
	if !w.cancel(6) || !w.cancel(2) || !w.cancel(4) || len(w.ids()) != 0 {
		t.Errorf("after cancelling all: %v", w.ids())
	}
}

func TestPostpone(t *testing.T) {
	w := &wheel{}
	for id := 1; id <= 4; id++ {
		w.add(id, int64(id*10))
	}
	// Order 4 3 2 1 (due 40 30 20 10); the head (40) is never judged.
	w.postpone(35, 100)
	w.postpone(25, 100)
	if got := fmt.Sprint(w.dues()); got != "[40 130 120 10]" {
		t.Errorf("dues = %s, want [40 130 120 10]", got)
	}
}
