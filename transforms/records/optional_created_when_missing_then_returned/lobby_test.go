package lobby

import "testing"

func TestWinsAndStreaks(t *testing.T) {
	p := &player{name: "ana"}
	if p.wins() != -1 {
		t.Fatalf("wins before any = %d", p.wins())
	}
	p.win()
	p.win()
	p.lose()
	p.win()
	if p.wins() != 3 || p.streak() != 1 {
		t.Fatalf("wins = %d, streak = %d; want 3 and 1", p.wins(), p.streak())
	}
}

var sink *player

func BenchmarkFirstWins(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		p := &player{name: "ana"}
		p.win()
		p.win()
		sink = p
	}
}
