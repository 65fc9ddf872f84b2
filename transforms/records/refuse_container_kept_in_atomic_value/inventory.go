// Case: refused (reaches_interface). The current inventory is published through an
// atomic.Value, which hands it back as an interface value; a test loads two of them and
// compares them with reflect.DeepEqual after a removal. Stored as a slice, the removed
// item would stay as a tombstone and the inventories would no longer be equal, so a
// holder that hands the value back is not an opaque one.
package inventory

import "sync/atomic"

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

// shelf publishes the inventory readers see, swapped whole after each restock.
type shelf struct {
	current atomic.Value
}

func (s *shelf) publish(inv *inventory) { s.current.Store(inv) }

func (s *shelf) load() any { return s.current.Load() }
