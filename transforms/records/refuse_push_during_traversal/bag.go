// Case: refused (mutated_in_traversal). The traversal calls a method that pushes onto the
// same list; with a slice the append could move the elements under the cursor.
package bag

type bag struct{ items *item }

type item struct {
	n    int
	next *item
}

func (b *bag) add(n int) { b.items = &item{n: n, next: b.items} }

func (b *bag) double() {
	for p := b.items; p != nil; p = p.next {
		if p.n > 10 {
			b.add(p.n / 2)
		}
	}
}
