package guild

import "testing"

func TestWinAfterResetCountsIntoTheOldRecord(t *testing.T) {
	g := &guild{}
	if got := g.winAfterReset(); got != 0 {
		t.Fatalf("wins after reset = %d, want 0", got)
	}
}
