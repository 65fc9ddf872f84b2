// Case: refused (cursor_escapes). craft keeps the item find returned while it adds a new
// item: after the rewrite the pointer would point into the slice, which the add may move,
// so the change to the old item would be lost.
package inventory

type player struct {
	items *item
}

type item struct {
	id    int
	count int
	next  *item
}

func (p *player) add(id, count int) {
	p.items = &item{id: id, count: count, next: p.items}
}

func (p *player) find(id int) *item {
	for it := p.items; it != nil; it = it.next {
		if it.id == id {
			return it
		}
	}
	return nil
}

// craft turns two of an item into one of another.
func (p *player) craft(from, to int) bool {
	it := p.find(from)
	if it == nil || it.count < 2 {
		return false
	}
	p.add(to, 1)
	it.count -= 2
	return true
}
