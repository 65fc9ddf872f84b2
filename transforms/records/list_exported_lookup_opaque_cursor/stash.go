// Case: an exported lookup returns the traversal cursor, a *stack of an unexported type
// with no exported field or method that no exported function takes: code outside the
// package can only compare it with nil (a "do I have it?" handle), and callers inside use
// it at once. Rewritten, with a note that two lookups with a push between them may
// return different pointers.
package stash

type stack struct {
	id    int
	count int
	next  *stack
}

// Stash holds a player's stacks of items, newest first.
type Stash struct {
	owner  string
	stacks *stack
}

// Put adds a stack of count items of the id.
func (s *Stash) Put(id, count int) {
	if st := s.Lookup(id); st != nil {
		st.count += count
		return
	}
	s.stacks = &stack{id: id, count: count, next: s.stacks}
}

// Lookup returns the stack of the id, or nil.
func (s *Stash) Lookup(id int) *stack {
	for st := s.stacks; st != nil; st = st.next {
		if st.id == id {
			return st
		}
	}
	return nil
}

// Count says how many items of the id the stash holds.
func (s *Stash) Count(id int) int {
	if st := s.Lookup(id); st != nil {
		return st.count
	}
	return 0
}
