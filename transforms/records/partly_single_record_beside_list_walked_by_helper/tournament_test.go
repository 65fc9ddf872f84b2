package tournament

import "testing"

func TestRound(t *testing.T) {
	r := newRound()
	if p, n := r.podium.leader(); p != "" || n != 0 {
		t.Fatalf("empty round has leader %q %d", p, n)
	}
	r.record("ann", 3)
	r.record("bob", 9)
	r.record("cy", 4)
	if got := r.total(); got != 16 {
		t.Fatalf("total = %d, want 16", got)
	}
	if p, n := r.podium.leader(); p != "bob" || n != 9 {
		t.Fatalf("leader = %q %d, want bob 9", p, n)
	}
}

func TestLength(t *testing.T) {
	if got := length(&score{points: 1}); got != 1 {
		t.Fatalf("length of one score = %d, want 1", got)
	}
}

func BenchmarkRecord(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		r := newRound()
		for j := 0; j < 16; j++ {
			r.record("p", j)
		}
		if r.total() == 0 {
			b.Fatal("empty")
		}
	}
}
