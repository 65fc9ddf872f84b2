// Case: a lookup returns the traversal cursor (`return it`), as game servers look up an
// item by id to change it. After the rewrite it returns a pointer into the slice, which
// stays right while no list changes; every caller uses it at once (a field at once, or
// `if it := …; it != nil { … }` with nothing in between that could push or pop).
// Rewritten.
package inventory

import "fmt"

type player struct {
	name  string
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

// find returns the item with the id, or nil.
func (p *player) find(id int) *item {
	for it := p.items; it != nil; it = it.next {
		if it.id == id {
			return it
		}
	}
	return nil
}

// use spends one of the item, if the player has it.
func (p *player) use(id int) bool {
	if it := p.find(id); it != nil && it.count > 0 {
		it.count--
		return true
	}
	return false
}

// describe says how many of the item the player has.
func (p *player) describe(id int) string {
	it := p.find(id)
	if it == nil {
		return fmt.Sprintf("%s has no %d", p.name, id)
	}
	return fmt.Sprintf("%s has %d of %d", p.name, it.count, id)
}

// has reports whether the item is there.
func (p *player) has(id int) bool {
	return p.find(id) != nil
}
