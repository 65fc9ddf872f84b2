// Case: refused (reaches_interface). A test compares two inventories with
// reflect.DeepEqual after a removal: stored as a slice, the removed item would stay as a
// tombstone and the inventories would no longer be equal.
package inventory

type inventory struct {
	items *item
}

type item struct {
	id    int
	count int
	next  *item
}

func (inv *inventory) add(id, count int) {
	inv.items = &item{id: id, count: count, next: inv.items}
}

func (inv *inventory) remove(id int) {
	var prev *item
	for it := inv.items; it != nil; it = it.next {
		if it.id == id {
			if prev == nil {
				inv.items = it.next
			} else {
				prev.next = it.next
			}
			return
		}
		prev = it
	}
}
