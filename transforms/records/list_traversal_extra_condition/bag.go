// Case: traversals that stop early on a condition of their own: `it != nil && total <
// limit` and `!found && it != nil`. The extra condition calls nothing and does not use the
// cursor, so it moves into the index loop's header. count's receiver is named i (as
// generated code names them), so the index loop takes a name the function does not
// spell. Rewritten.
package bag

type bag struct {
	owner string
	items *item
}

type item struct {
	id     int
	weight int
	next   *item
}

func (b *bag) add(id, weight int) {
	b.items = &item{id: id, weight: weight, next: b.items}
}

// heaviestPrefix sums the weights of the newest items until the sum reaches limit.
func (b *bag) heaviestPrefix(limit int) int {
	total := 0
	for it := b.items; it != nil && total < limit; it = it.next {
		total += it.weight
	}
	return total
}

// has reports whether an item with the id is in the bag.
func (b *bag) has(id int) bool {
	found := false
	for it := b.items; !found && it != nil; it = it.next {
		found = it.id == id
	}
	return found
}

// count counts the items in the bag.
func (i *bag) count() int {
	n := 0
	for it := i.items; it != nil; it = it.next {
		n++
	}
	return n
}
