package chat

import "testing"

func TestCounts(t *testing.T) {
	s := NewSession()
	s.Receive("hello")
	s.Receive("again")
	s.Archive("old news")
	if unread, archived := s.Counts(); unread != 2 || archived != 1 {
		t.Fatalf("got %d unread and %d archived, want 2 and 1", unread, archived)
	}
}
