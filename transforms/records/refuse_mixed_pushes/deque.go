// Case: refused (mixed_pushes). The list is pushed at the front and at the back; one slice
// order cannot keep both.
package deque

type deque struct{ items *item }

type item struct {
	v    int
	next *item
}

func (d *deque) pushFront(v int) { d.items = &item{v: v, next: d.items} }

func (d *deque) pushBack(v int) {
	e := &item{v: v}
	if d.items == nil {
		d.items = e
		return
	}
	last := d.items
	for last.next != nil {
		last = last.next
	}
	last.next = e
}
