// Case: refused (cursor_escapes). `find` returns its traversal cursor, and `sell` holds it
// across a call into another package of the module that runs a callback the inventory
// registered, which adds items. As a pointer into a slice, the cursor would be left in
// the old backing array when the append moves it, and the sale would be lost.
package inventory

import "example.com/inventory/internal/hooks"

type inventory struct {
	items *item
}

type item struct {
	id, sold int
	next     *item
}

func (inv *inventory) add(id int) {
	inv.items = &item{id: id, next: inv.items}
}

func (inv *inventory) find(id int) *item {
	for it := inv.items; it != nil; it = it.next {
		if it.id == id {
			return it
		}
	}
	return nil
}

// restockOnTrade registers a callback that adds ten items after every trade.
func (inv *inventory) restockOnTrade() {
	hooks.AfterTrade(func() {
		for id := 100; id < 110; id++ {
			inv.add(id)
		}
	})
}

func (inv *inventory) sell(id int) {
	it := inv.find(id)
	if it != nil {
		hooks.Traded()
		it.sold++
	}
}

func (inv *inventory) soldOf(id int) int {
	if it := inv.find(id); it != nil {
		return it.sold
	}
	return -1
}
