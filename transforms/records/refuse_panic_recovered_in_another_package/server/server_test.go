package server

import (
	"testing"

	game "example.com/game"
)

func TestAHitOnAnUntrackedPlayerIsAnError(t *testing.T) {
	p := game.NewPlayer(7)
	if err := SafeHit(p); err == nil {
		t.Fatal("want an error for an untracked player")
	}
	p.Track()
	if err := SafeHit(p); err != nil || p.Hits() != 1 {
		t.Fatalf("tracked: %v, %d hits", err, p.Hits())
	}
}
