// Case: refused (other_build_use). Player is exported, and package replay copies one in a
// file only `-tags debug` builds (a snapshot taken before a hit, printed beside the live
// player). The type facts describe the build judged, without that file: its copy is in
// no census. While vitals is a pointer the snapshot shares it and prints the hit too;
// stored inline, the snapshot would keep the old hp (`debug: 65 65` would become `debug:
// 90 65`). A file of another package that this build leaves out and names the container
// refuses it, as one of the container's own package does.
package match

// Player is one seat of a match; vitals are set once the player spawns.
type Player struct {
	Name   string
	vitals *vitals
}

type vitals struct {
	hp int
}

// Spawn gives the player its vitals.
func (p *Player) Spawn(hp int) { p.vitals = &vitals{hp: hp} }

// Hit takes damage from a spawned player.
func (p *Player) Hit(damage int) {
	if p.vitals != nil {
		p.vitals.hp -= damage
	}
}

// HP is the player's health, 0 before it spawns.
func (p *Player) HP() int {
	if p.vitals == nil {
		return 0
	}
	return p.vitals.hp
}
