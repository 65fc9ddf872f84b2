package arena

import "testing"

func TestEveryFighterScores(t *testing.T) {
	a := &arena{}
	a.join("ann")
	a.join("bob")
	a.join("cyd")
	a.openToSpectators()
	a.awardAll()
	if got := a.total(); got != 3 {
		t.Fatalf("total = %d, want 3", got)
	}
}
