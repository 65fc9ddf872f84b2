// Case: refused (mutated_in_traversal). The head is reassigned inside its own traversal.
package list

type list struct{ items *item }

type item struct {
	v    int
	next *item
}

func (l *list) push(v int) { l.items = &item{v: v, next: l.items} }

func (l *list) dropAll() {
	for p := l.items; p != nil; p = p.next {
		l.items = nil
	}
}
