package arena

import "testing"

func TestEquip(t *testing.T) {
	p := &player{id: 1}
	p.Equip("bow")
	if p.weapon() != "bow" || p.loadout.ammo != 10 {
		t.Fatalf("loadout %+v", p.loadout)
	}
}
