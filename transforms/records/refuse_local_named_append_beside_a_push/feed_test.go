package feed

import "testing"

func TestBonusScoresCountTwice(t *testing.T) {
	b := &board{}
	b.record(3, false)
	b.record(4, true)
	if got := b.total(); got != 11 {
		t.Fatalf("total %d, want 11", got)
	}
}
