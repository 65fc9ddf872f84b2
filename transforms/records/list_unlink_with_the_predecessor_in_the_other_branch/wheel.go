// Case: a timer wheel cancels every timer of a kind in one walk, keeping the predecessor
// only where nothing was removed: `prev = t` sits in the `else` of the `if` that unlinks
// (cancelKind), or in the `default` of a switch whose other case unlinks
// (cancelExpired). Only one branch runs, so the predecessor is never a removed timer,
// and two matches in a row are both removed, as the rewrite's tombstones remove them.
// Rewritten.
package wheel

type timer struct {
	id       int
	kind     string
	deadline int
	next     *timer
}

type wheel struct {
	timers *timer
}

// add puts a timer at the head of the wheel.
func (w *wheel) add(id int, kind string, deadline int) {
	w.timers = &timer{id: id, kind: kind, deadline: deadline, next: w.timers}
}

// cancelKind removes every timer of the kind.
func (w *wheel) cancelKind(kind string) {
	var prev *timer
	for t := w.timers; t != nil; t = t.next {
		if t.kind == kind {
			if prev == nil {
				w.timers = t.next
			} else {
				prev.next = t.next
			}
		} else {
			prev = t
		}
	}
}

// cancelExpired removes every timer due by now.
func (w *wheel) cancelExpired(now int) {
	var prev *timer
	for t := w.timers; t != nil; t = t.next {
		switch due := t.deadline <= now; due {
		case true:
			if prev == nil {
				w.timers = t.next
			} else {
				prev.next = t.next
			}
		default:
			prev = t
		}
	}
}

// ids lists the timers from the head.
func (w *wheel) ids() []int {
	var out []int
	for t := w.timers; t != nil; t = t.next {
		out = append(out, t.id)
	}
	return out
}
