// Case: refused (cursor_escapes). An exported lookup returns the traversal cursor, and an
// exported method takes it back (`Spend(st)`). Code outside the package can keep the
// cursor across a Put and hand it back: stored in a slice, the kept pointer would point at
// the old array after an append moved the stacks, and Spend would change a copy.
package stash

type stack struct {
	id    int
	count int
	next  *stack
}

// Stash holds a player's stacks of items, newest first.
type Stash struct {
	stacks *stack
}

// Put adds a stack of count items of the id.
func (s *Stash) Put(id, count int) {
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

// Spend takes one item off a stack Lookup returned.
func (s *Stash) Spend(st *stack) { st.count-- }

// Total counts every item in the stash.
func (s *Stash) Total() int {
	n := 0
	for st := s.stacks; st != nil; st = st.next {
		n += st.count
	}
	return n
}
