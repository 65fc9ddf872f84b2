// Case: a list record that also points to an optional record of its own (a score gains a
// bonus): each element stores its bonus inline, and the list stays a linked list, which
// the plan says instead of calling it one record per container (it is not). Rewritten.
package scores

type board struct {
	bonus *bonus
	score *score
}

type bonus struct{ points int }

type score struct {
	value int
	bonus *bonus
	next  *score
}

func (b *board) add(x int) { b.score = &score{value: x, next: b.score} }

func (b *board) sum() int {
	s := 0
	for p := b.score; p != nil; p = p.next {
		s += p.value
	}
	return s
}
