// Case: refused (container_by_value). Player is exported and its shield optional; the
// package's external tests (package arena_test, which must write arena.Player) copy a
// player into a second variable and keep a squad of players by value. Behind a pointer
// the copies share one shield with the original, so a hit through one is seen through
// the other; stored inline, each copy would have its own.
package arena

// Player is a fighter in the arena; its shield is optional.
type Player struct {
	ID     int
	shield *shield
}

type shield struct {
	hp int
}

// Equip gives the player a fresh shield of hp points.
func (p *Player) Equip(hp int) { p.shield = &shield{hp: hp} }

// Hit takes a point off the shield, if there is one.
func (p *Player) Hit() {
	if p.shield != nil {
		p.shield.hp--
	}
}

// Shield is what is left of the shield (0 without one).
func (p *Player) Shield() int {
	if p.shield == nil {
		return 0
	}
	return p.shield.hp
}
