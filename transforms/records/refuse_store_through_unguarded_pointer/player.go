// Case: refused (unguarded_store). Equip makes sure of the loadout, then replaces it
// whole through the pointer: `*p.loadout = loadout{…}`. Only a store directly inside
// `if p.loadout != nil {` is rewritten; here the pass would have to prove the record
// present another way (the original panics on nil, a store into the inline record would
// not), so it refuses, naming that.
package arena

type loadout struct {
	weapon string
	ammo   int
}

type player struct {
	id      int
	loadout *loadout
}

// Equip arms the player with w and a fresh clip.
func (p *player) Equip(w string) {
	if p.loadout == nil {
		p.loadout = &loadout{}
	}
	*p.loadout = loadout{weapon: w, ammo: 10}
}

func (p *player) weapon() string {
	if p.loadout == nil {
		return ""
	}
	return p.loadout.weapon
}
