// Case: refused (compared_by_value). Hero is exported, so its optional records are marked
// with `_present` (a zero Hero built outside the package must read as having none). A
// value method compares two weapons with `==`: a weapon stored inline carries
// `_present: true` and a weapon literal built to compare with does not, so a hero
// holding exactly that weapon would no longer match it.
package loadout

// Hero is a player character; its weapon is optional.
type Hero struct {
	Name   string
	weapon *weapon
}

type weapon struct {
	kind   string
	damage int
}

func (w weapon) is(other weapon) bool { return w == other }

// Equip gives the hero a weapon.
func (h *Hero) Equip(kind string, damage int) {
	h.weapon = &weapon{kind: kind, damage: damage}
}

// Wields reports whether the hero holds that weapon.
func (h *Hero) Wields(kind string, damage int) bool {
	return h.weapon != nil && h.weapon.is(weapon{kind: kind, damage: damage})
}
