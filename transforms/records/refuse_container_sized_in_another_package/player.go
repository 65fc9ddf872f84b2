// Case: refused (reflection_or_unsafe). A match server exports its player slots to a
// spectator process through shared memory; package shm sizes each slot with
// unsafe.Sizeof(arena.Player{}). Stored inline, the optional vitals record makes a Player
// 32 bytes instead of 24 on 64-bit platforms, and every slot offset the spectator reads
// changes. In the container's own package a file importing unsafe refuses it; the same
// call in another package of the module does too.
package arena

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

// HP is the player's health, 0 before it spawns.
func (p *Player) HP() int {
	if p.vitals == nil {
		return 0
	}
	return p.vitals.hp
}
