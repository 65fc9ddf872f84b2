package replay

import (
	"testing"

	match "example.com/match"
)

func TestApplyPlaysEveryHit(t *testing.T) {
	p := &match.Player{Name: "ana"}
	p.Spawn(90)
	if hp := Apply(p, []int{10, 5}); hp != 75 {
		t.Fatalf("hp = %d, want 75", hp)
	}
}
