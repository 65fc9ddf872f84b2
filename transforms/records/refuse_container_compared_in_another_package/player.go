// Case: refused (container_by_value). Player is exported, and another package of the
// module compares Player values (==) and keys a map by them. Behind a pointer, the bag's
// items do not take part in those comparisons beyond the pointer; made a slice, Player
// would no longer be comparable and check would not compile. The census lists the uses
// in check, so the container is refused there.
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
