package ladder

import "testing"

func TestBestStreakSurvivesALoss(t *testing.T) {
	p := &player{name: "ann"}
	if p.best() != 0 {
		t.Fatal("a new player has a streak")
	}
	p.win()
	p.win()
	p.lose()
	p.win()
	if got := p.best(); got != 2 {
		t.Fatalf("best = %d, want 2", got)
	}
}

var sink *player

func BenchmarkFirstWin(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		p := &player{name: "ann"}
		p.win()
		sink = p
	}
}
