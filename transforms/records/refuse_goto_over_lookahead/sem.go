// Case: refused (unrecognised_use). cancel removes a waiter with a look-ahead loop and
// leaves through `goto miss` when the list is empty. The rewrite declares a flag before
// the index loop, which the goto would jump over to its label: Go rejects that.
package sem

type waiter struct {
	id   int
	next *waiter
}

type sem struct {
	waiters *waiter
	misses  int
}

func (s *sem) wait(id int) { s.waiters = &waiter{id: id, next: s.waiters} }

// cancel removes waiter id, counting a miss when there is none.
func (s *sem) cancel(id int) bool {
	if s.waiters == nil {
		goto miss
	}
	if s.waiters.id == id {
		s.waiters = s.waiters.next
		return true
	}
	for w := s.waiters; w.next != nil; w = w.next {
		if w.next.id == id {
			w.next = w.next.next
			return true
		}
	}
miss:
	s.misses++
	return false
}
