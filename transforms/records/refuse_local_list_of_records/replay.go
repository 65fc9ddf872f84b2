// Case: refused (link_used_elsewhere). A match keeps its moves as a list the pass could
// turn into a slice, but a replay helper builds a list of the same move type in a local
// variable (`head = &move{…, next: head}`). The rewrite deletes move.next, so the
// helper would no longer compile: the match is refused.
package replay

type move struct {
	x, y int
	next *move
}

type match struct {
	moves *move
}

func (m *match) play(x, y int) { m.moves = &move{x: x, y: y, next: m.moves} }

func (m *match) count() int {
	n := 0
	for mv := m.moves; mv != nil; mv = mv.next {
		n++
	}
	return n
}

// mirrored builds the moves of a mirrored replay, newest first.
func mirrored(xs, ys []int) *move {
	var head *move
	for i := range xs {
		head = &move{x: -xs[i], y: -ys[i], next: head}
	}
	return head
}
