package lobby

import "testing"

func TestReset(t *testing.T) {
	l := &lobby{id: 7}
	l.win()
	l.win()
	if l.wins() != 2 || l.round != 2 {
		t.Fatal(l.wins(), l.round)
	}
	l.reset()
	if l.wins() != 0 || l.round != 0 {
		t.Fatal(l.wins(), l.round)
	}
}

func BenchmarkMatch(b *testing.B) {
	b.ReportAllocs()
	l := &lobby{id: 7}
	for i := 0; i < b.N; i++ {
		l.win()
		l.reset()
	}
}
