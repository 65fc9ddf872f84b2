package loadout

import "testing"

func TestHeroWieldsWhatWasEquipped(t *testing.T) {
	h := &Hero{Name: "ann"}
	if h.Wields("sword", 3) {
		t.Fatal("an unarmed hero wields a sword")
	}
	h.Equip("sword", 3)
	if !h.Wields("sword", 3) {
		t.Fatal("the hero does not wield the sword just equipped")
	}
}
