// Case: a player's inventory kept as a push-front list of items, and a status method
// that caches whether the list is empty in a local named `itemListEmpty`, the name of
// the helper the rewrite would add. Called inside that local's scope, the helper would
// be hidden by the bool ("cannot call itemListEmpty (variable of type bool)"). Refused
// (helper_name_taken).
package inventory

type item struct {
	name string
	qty  int
	next *item
}

type bag struct {
	owner string
	items *item
}

func (b *bag) add(name string, qty int) {
	b.items = &item{name: name, qty: qty, next: b.items}
}

func (b *bag) total() int {
	n := 0
	for it := b.items; it != nil; it = it.next {
		n += it.qty
	}
	return n
}

// status says whether the bag holds anything, remembering the answer in a local.
func (b *bag) status() string {
	var itemListEmpty bool
	if b.items == nil {
		itemListEmpty = true
	}
	if itemListEmpty {
		return b.owner + ": empty"
	}
	return b.owner + ": has items"
}
