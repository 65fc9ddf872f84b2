// Case: refused (mutated_in_traversal). invite hands each waiting player to the
// matchmaker over a channel and waits for its answer before marking the player invited;
// the matchmaker may add a friend to the lobby meanwhile. The original's cursor follows
// links that stay valid; as a slice, the push may move the elements and the mark would
// land in the old array. Another goroutine can run at a channel operation, so a
// traversal holding one, while the package assigns the list, is refused.
package lobby

type waiting struct {
	id      int
	invited bool
	next    *waiting
}

type lobby struct {
	queue *waiting
}

func (l *lobby) join(id int) { l.queue = &waiting{id: id, next: l.queue} }

// invite offers each waiting player to the matchmaker, in turn.
func (l *lobby) invite(offers chan<- int, answers <-chan bool) {
	for w := l.queue; w != nil; w = w.next {
		offers <- w.id
		if <-answers {
			w.invited = true
		}
	}
	close(offers)
}

func (l *lobby) uninvited() int {
	n := 0
	for w := l.queue; w != nil; w = w.next {
		if !w.invited {
			n++
		}
	}
	return n
}
