package units

import "testing"

func TestNPC(t *testing.T) {
	n := &npc{name: "orc"}
	n.wound()
	if n.hp() != 0 {
		t.Fatal("no stats yet")
	}
	n.revive()
	n.wound()
	if n.hp() != 2 || newHero("ann").stats.hp != 10 {
		t.Fatalf("hp %d", n.hp())
	}
}
