package lobby

import (
	"testing"

	"example.com/game"
)

func TestShadowSharesTheGuild(t *testing.T) {
	var l Lobby
	p := game.NewPlayer(1)
	p.Join("owls")
	l.Add(p)
	l.Shadow(0).Promote()
	if got := p.Rank(); got != 2 {
		t.Fatalf("rank = %d, want 2", got)
	}
}
