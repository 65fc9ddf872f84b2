package game

import "testing"

func TestGhost(t *testing.T) {
	h := &hero{name: "ana"}
	h.add("haste", 3)
	h.add("shield", 2)
	if g := h.ghost(); g.turns() != 3 || h.turns() != 5 {
		t.Fatalf("ghost %d, hero %d", g.turns(), h.turns())
	}
}
