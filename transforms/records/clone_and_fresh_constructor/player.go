// Case: two shapes real code writes around optional records. A clone copies a record by
// dereference and stores the copy (`b := *p.base; c.base = &b`); a field is set from a
// constructor that returns a fresh `&T{}` (gcache's `newARCList()`, ristretto's
// `newCmSketch`). Inline, the copy is stored as a value and the constructor's result is
// dereferenced: nobody else holds either record. Rewritten.
package player

type player struct {
	name string
	base *stats
	bag  *bag
}

type stats struct {
	hp, mp int
}

type bag struct {
	slots int
	gold  int
}

func newBag(slots int) *bag {
	if slots <= 0 {
		return &bag{slots: 8}
	}
	return &bag{slots: slots}
}

func (p *player) equip(slots int) { p.bag = newBag(slots) }

func (p *player) clone(name string) *player {
	c := &player{name: name}
	if p.base != nil {
		b := *p.base
		b.hp += 10
		c.base = &b
	}
	return c
}

func (p *player) hp() int {
	if p.base == nil {
		return 0
	}
	return p.base.hp
}

func (p *player) slots() int {
	if p.bag == nil {
		return 0
	}
	return p.bag.slots
}
