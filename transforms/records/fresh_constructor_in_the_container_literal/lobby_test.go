package lobby

import "testing"

func TestNicks(t *testing.T) {
	if got := join(1, "ann").nick(); got != "ann" {
		t.Fatalf("nick %q", got)
	}
	if got := join(2, "").nick(); got != "anonymous" {
		t.Fatalf("nick %q", got)
	}
	if got := guest(3).nick(); got != "guest" {
		t.Fatalf("nick %q", got)
	}
}

var sink *player

func BenchmarkJoin(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = join(i, "ann")
	}
}
