// Case: a timer wheel cancels a pair of timers with two look-ahead loops in one block,
// each unlinking the timer after its cursor. Each index loop declares its own flag for
// skipping the head (first, then atHead): two of one name in one block would not
// compile. Rewritten.
package wheel

type timer struct {
	id       int
	deadline int64
	next     *timer
}

type wheel struct{ timers *timer }

// schedule adds a timer; the newest is the head.
func (w *wheel) schedule(id int, deadline int64) {
	w.timers = &timer{id: id, deadline: deadline, next: w.timers}
}

// cancelPair cancels timers a and b (a request and its retry), unless either is the
// newest, which stays to be fired.
func (w *wheel) cancelPair(a, b int) {
	if w.timers == nil {
		return
	}
	for t := w.timers; t.next != nil; t = t.next {
		if t.next.id == a {
			t.next = t.next.next
			break
		}
	}
	for t := w.timers; t.next != nil; t = t.next {
		if t.next.id == b {
			t.next = t.next.next
			break
		}
	}
}

// pending lists the timers left, newest first.
func (w *wheel) pending() []int {
	var out []int
	for t := w.timers; t != nil; t = t.next {
		out = append(out, t.id)
	}
	return out
}
