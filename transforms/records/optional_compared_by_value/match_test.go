package tourney

import "testing"

func TestEndedAsComparesTheScore(t *testing.T) {
	m := &match{id: 1}
	if m.endedAs(0, 0) || m.goalless() {
		t.Fatal("an unfinished match has no score")
	}
	m.finish(2, 1)
	if !m.endedAs(2, 1) || m.endedAs(1, 2) || m.isDraw() || m.goalless() {
		t.Fatal("2-1 read wrong")
	}
	m.finish(0, 0)
	if !m.goalless() || !m.isDraw() {
		t.Fatal("0-0 read wrong")
	}
}

func BenchmarkFinishAndCompare(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		m := &match{id: i}
		m.finish(i%3, 1)
		if m.endedAs(-1, -1) {
			b.Fatal("impossible score")
		}
	}
}
