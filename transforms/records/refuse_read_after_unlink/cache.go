// Case: refused (unrecognised_use). Two unlinks that return a value read through the
// link they just changed: evict's `*pp = (*pp).next; return len((*pp).val)` and cancel's
// `t.next = t.next.next; return t.next.due` read the entry after the one removed. The
// rewrite marks the removed element in place and would read it instead, so each is
// refused, the message quoting the read.
package cache

type entry struct {
	key  int
	val  string
	next *entry
}

type lru struct {
	items *entry
}

func (l *lru) add(key int, val string) { l.items = &entry{key: key, val: val, next: l.items} }

// evict removes key and returns the length of the value now in its place.
func (l *lru) evict(key int) int {
	for pp := &l.items; *pp != nil; pp = &(*pp).next {
		if (*pp).key == key {
			*pp = (*pp).next
			return len((*pp).val)
		}
	}
	return -1
}

type timer struct {
	id   int
	due  int
	next *timer
}

type wheel struct {
	slots *timer
}

func (w *wheel) add(id, due int) { w.slots = &timer{id: id, due: due, next: w.slots} }

// cancel removes timer id (never the first) and returns when the timer after it is due.
func (w *wheel) cancel(id int) int {
	if w.slots == nil || w.slots.id == id {
		return -1
	}
	for t := w.slots; t.next != nil; t = t.next {
		if t.next.id == id {
			t.next = t.next.next
			return t.next.due
		}
	}
	return -1
}
