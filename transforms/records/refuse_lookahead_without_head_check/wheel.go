// Case: refused (lookahead_on_empty). cancel's look-ahead loop `for t := w.timers;
// t.next != nil; t = t.next` never checks the head against nil: its callers (expire)
// check that the wheel is not empty first, and it never judges the head itself, which
// expire pops on its own. Called on an empty wheel the loop reads nil.next and panics,
// where the index loop the pass writes would run over no element and return false.
// The pass does not follow callers, so it takes such a loop only after `if w.timers ==
// nil { return … }` (or inside `if w.timers != nil { … }`) in the same function.
package timers

type wheel struct {
	timers *timer
}

type timer struct {
	id   int
	due  int64
	next *timer
}

func (w *wheel) add(id int, due int64) {
	w.timers = &timer{id: id, due: due, next: w.timers}
}

// expire removes the timer with the id, which must be scheduled.
func (w *wheel) expire(id int) {
	if w.timers == nil {
		return
	}
	if w.timers.id == id {
		w.timers = w.timers.next
		return
	}
	w.cancel(id)
}

// cancel removes the timer with the id after the head; the wheel must not be empty.
func (w *wheel) cancel(id int) bool {
	for t := w.timers; t.next != nil; t = t.next {
		if t.next.id == id {
			t.next = t.next.next
			return true
		}
	}
	return false
}

// ids lists the scheduled timers, newest first.
func (w *wheel) ids() []int {
	var out []int
	for t := w.timers; t != nil; t = t.next {
		out = append(out, t.id)
	}
	return out
}
