package arena

import "testing"

func TestRoundHitsEveryFighter(t *testing.T) {
	current = &arena{}
	spawn(1)
	spawn(2)
	round()
	// Both fighters lost a point; the two respawned ones were not in the round.
	if got := totalHP(); got != 9+9+10+10 {
		t.Fatalf("totalHP = %d, want 38", got)
	}
}
