package battle

import "testing"

func TestStrengthCountsArmorAndBuff(t *testing.T) {
	u := &unit{hp: 100, armor: 7}
	if got := u.strength(); got != 207 {
		t.Fatalf("strength = %d, want 207", got)
	}
	u.empower(5)
	if got := u.strength(); got != 212 {
		t.Fatalf("strength = %d, want 212", got)
	}
}
