package lobby

import "testing"

func TestWins(t *testing.T) {
	p := join("ana")
	p.win()
	p.win()
	if p.wins() != 2 || p.name != "ana" {
		t.Fatalf("player %+v", p)
	}
}
