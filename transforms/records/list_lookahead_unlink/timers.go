// Case: removal that looks one element ahead, the way many hand-written lists do it: the
// head is checked and popped on its own, then `for t := w.timers; t.next != nil; t = t.next`
// judges `t.next` and unlinks it with `t.next = t.next.next`. The head check reads the
// newest element, the pop drops it, and the loop visits every live element after the
// head. Rewritten.
package timers

type wheel struct {
	timers *timer
}

type timer struct {
	id   int
	due  int64
	next *timer
}

func (w *wheel) add(id int, due int64) { w.timers = &timer{id: id, due: due, next: w.timers} }

// cancel removes the timer with the id; false if there is none.
func (w *wheel) cancel(id int) bool {
	if w.timers == nil {
		return false
	}
	if w.timers.id == id {
		w.timers = w.timers.next
		return true
	}
	for t := w.timers; t.next != nil; t = t.next {
		if t.next.id == id {
			t.next = t.next.next
			return true
		}
	}
	return false
}

// postpone moves the first timer after the head that is due before limit.
func (w *wheel) postpone(limit, by int64) {
	if w.timers == nil {
		return
	}
	for t := w.timers; t.next != nil; t = t.next {
		if t.next.due < limit {
			t.next.due += by
			break
		}
	}
}

func (w *wheel) ids() []int {
	var out []int
	for t := w.timers; t != nil; t = t.next {
		out = append(out, t.id)
	}
	return out
}

func (w *wheel) dues() []int64 {
	var out []int64
	for t := w.timers; t != nil; t = t.next {
		out = append(out, t.due)
	}
	return out
}
