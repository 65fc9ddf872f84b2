package player

import "testing"

func TestCloneCopiesTheStats(t *testing.T) {
	p := &player{name: "ann", base: &stats{hp: 5}}
	c := p.clone("bob")
	c.base.hp++
	if p.hp() != 5 || c.hp() != 16 {
		t.Fatalf("hp %d and %d", p.hp(), c.hp())
	}
	if (&player{}).clone("x").hp() != 0 {
		t.Fatal("a clone of a player without stats has none")
	}
}

func TestEquipBuildsAFreshBag(t *testing.T) {
	p, q := &player{}, &player{}
	p.equip(0)
	q.equip(3)
	p.bag.gold = 7
	if p.slots() != 8 || q.slots() != 3 || q.bag.gold != 0 {
		t.Fatalf("slots %d %d, gold %d", p.slots(), q.slots(), q.bag.gold)
	}
}
