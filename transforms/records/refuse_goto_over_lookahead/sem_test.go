package sem

import "testing"

func TestCancel(t *testing.T) {
	s := &sem{}
	if s.cancel(1) || s.misses != 1 {
		t.Fatal("cancel on an empty list is a miss")
	}
	s.wait(1)
	s.wait(2)
	s.wait(3)
	if !s.cancel(1) || !s.cancel(3) || s.cancel(9) || s.misses != 2 {
		t.Errorf("cancel: misses = %d", s.misses)
	}
}
