package world

import "testing"

func TestRecruit(t *testing.T) {
	w := &world{players: map[string]*player{}}
	if w.members("ana") != 0 {
		t.Fatal("no guild yet")
	}
	w.found("ana", "RAID")
	w.recruit("ana")
	if got := w.members("ana"); got != 2 {
		t.Fatalf("members = %d, want 2", got)
	}
}

func BenchmarkFound(b *testing.B) {
	b.ReportAllocs()
	w := &world{players: map[string]*player{}}
	for i := 0; i < b.N; i++ {
		w.found("ana", "RAID")
		w.recruit("ana")
	}
}
