// Case: refused (mutated_in_traversal). A crafting queue's tick splits a finished stack
// through a helper that pushes: the push is two calls below the traversal
// (tick → split → add). With a slice, the append could move the elements while the
// cursor still points into the old array, and the update after the call would be lost.
package crafting

type stack struct {
	item  int
	ticks int
	next  *stack
}

type bench struct {
	stacks *stack
}

func (b *bench) add(item int) { b.stacks = &stack{item: item, next: b.stacks} }

func (b *bench) split(item int) { b.add(item + 100) }

func (b *bench) tick() {
	for s := b.stacks; s != nil; s = s.next {
		if s.ticks == 1 {
			b.split(s.item)
		}
		s.ticks++
	}
}

func (b *bench) totalTicks() int {
	n := 0
	for s := b.stacks; s != nil; s = s.next {
		n += s.ticks
	}
	return n
}
