// Case: refused (mutated_in_traversal). The traversal calls a function value (a field set
// to a closure) that pushes onto the same list. As a slice, that append can move the
// elements while the cursor points into the old array, and the cursor's `it.count--` would
// be lost; a call through a function value or an interface may reach any pusher.
package split

type stack struct {
	items   *item
	onSplit func(id int)
}

type item struct {
	id    int
	count int
	next  *item
}

func (s *stack) push(id, count int) { s.items = &item{id: id, count: count, next: s.items} }

func newStack() *stack {
	s := &stack{}
	s.onSplit = func(id int) { s.push(id, 1) }
	return s
}

// drain splits every item with more than one unit into a new item of one unit.
func (s *stack) drain() {
	for it := s.items; it != nil; it = it.next {
		if it.count > 1 {
			s.onSplit(it.id + 100)
			it.count--
		}
	}
}
