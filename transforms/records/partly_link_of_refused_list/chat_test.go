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

func BenchmarkSession(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s := NewSession()
		for j := 0; j < 4; j++ {
			s.Receive("hello")
		}
		s.Archive("old news")
		if unread, _ := s.Counts(); unread != 4 {
			b.Fatal(unread)
		}
	}
}
