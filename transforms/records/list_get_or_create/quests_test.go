package quests

import "testing"

func TestEnsureAndAdvance(t *testing.T) {
	j := &journal{player: "ada"}
	for i := 0; i < 12; i++ {
		j.advance(7)
	}
	j.ensure(7)
	j.advance(3)
	if got := j.steps(7); got != 12 {
		t.Fatalf("steps(7) = %d", got)
	}
	if j.steps(1007) != 0 || j.steps(3) != 1 || j.steps(9) != -1 {
		t.Fatalf("follow-up %d, 3: %d, 9: %d", j.steps(1007), j.steps(3), j.steps(9))
	}
}

func BenchmarkAdvance(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		j := &journal{player: "ada"}
		for q := 0; q < 16; q++ {
			j.advance(q)
		}
	}
}
