package relay

import "testing"

func TestIdleAfterClosingAll(t *testing.T) {
	var s server
	s.open(1)
	s.open(2)
	s.close(1)
	if s.idle() {
		t.Fatal("idle with one session open")
	}
	s.close(2)
	if !s.idle() || !sessionListEmpty(nil) {
		t.Fatal("not idle after closing every session")
	}
}
