// Case: refused (link_used_elsewhere). fork makes a bag, puts a starter item in it
// through a method (c.add(99)), then copies the source's items in with a clone loop.
// From an empty source the loop leaves the starter item, where the one append a slice
// copy would be writes an empty list over it, so the loop is not taken for a copy.
// (Setting another field of the new bag before the loop, as a clone of tables does, is
// fine: examples/seedgame.)
package bag

type item struct {
	id   int
	uses int
	next *item
}

type bag struct {
	owner string
	items *item
}

func (b *bag) add(id int) { b.items = &item{id: id, next: b.items} }

// fork copies the bag for a new owner, who starts with item 99.
func (b *bag) fork(owner string) *bag {
	c := &bag{owner: owner}
	c.add(99)
	var last *item
	for it := b.items; it != nil; it = it.next {
		n := &item{id: it.id, uses: it.uses}
		if last == nil {
			c.items = n
		} else {
			last.next = n
		}
		last = n
	}
	return c
}

func (b *bag) count() int {
	n := 0
	for it := b.items; it != nil; it = it.next {
		n++
	}
	return n
}
