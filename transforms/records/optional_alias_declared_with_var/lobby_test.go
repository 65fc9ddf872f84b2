package lobby

import "testing"

func TestRatio(t *testing.T) {
	l := &lobby{id: 3}
	if l.ratio() != 0 || l.losses() != 0 {
		t.Fatal("no matches yet")
	}
	l.record(true)
	l.record(true)
	l.record(false)
	if got := l.ratio(); got < 0.66 || got > 0.67 || l.losses() != 1 {
		t.Fatalf("ratio %v, losses %d", got, l.losses())
	}
}

func BenchmarkRecord(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		l := &lobby{id: i}
		l.record(i%2 == 0)
		if l.ratio() < 0 {
			b.Fatal("negative")
		}
	}
}
