// Case: refused (container_by_value). Player is exported, and another package of the
// module keys a map by Player values and indexes it with a literal. Behind a pointer,
// the bag takes part in those comparisons as the pointer; made a slice, Player would no
// longer be comparable and check would not compile (invalid map key type). The census
// lists the uses in check, so the container is refused there.
package arena

// Player is one player of a match; their bag holds the items picked up.
type Player struct {
	ID  int
	bag *item
}

type item struct {
	kind int
	next *item
}

// Pick adds an item to the player's bag.
func (p *Player) Pick(kind int) { p.bag = &item{kind: kind, next: p.bag} }

// Items counts the player's items.
func (p *Player) Items() int {
	n := 0
	for it := p.bag; it != nil; it = it.next {
		n++
	}
	return n
}
