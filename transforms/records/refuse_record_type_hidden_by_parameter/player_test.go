package lobby

import "testing"

func TestCarriedOver(t *testing.T) {
	if p := newPlayer("ana", map[string]int{"wins": 3}); p.wins() != 3 {
		t.Fatalf("wins %d", p.wins())
	}
	if p := newPlayer("bo", nil); p.stats != nil {
		t.Fatal("stats tracked without any carried over")
	}
}
