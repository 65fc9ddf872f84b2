package lobby

import "testing"

func TestSeats(t *testing.T) {
	p := newPlayer("ana")
	if p.grouped() || p.seats() != 1 {
		t.Fatal("alone")
	}
	p.join("bo")
	if !p.grouped() || p.seats() != 2 {
		t.Fatal("grouped")
	}
	p.leave()
	if p.grouped() || p.seats() != 1 {
		t.Fatal("left")
	}
}

func BenchmarkJoin(b *testing.B) {
	b.ReportAllocs()
	p := &player{name: "ana"}
	for i := 0; i < b.N; i++ {
		p.join("bo")
		if !p.grouped() {
			b.Fatal("not grouped")
		}
		p.leave()
	}
}
