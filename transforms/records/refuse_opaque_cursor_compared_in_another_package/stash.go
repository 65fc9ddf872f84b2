// Case: the exported lookup of list_exported_lookup_opaque_cursor, whose record type
// code outside cannot look into; but an audit package of the module keeps a handle
// across deposits and compares it with a second lookup's (`before == s.Lookup(id)`).
// Behind pointers the handle stays the same element; as a pointer into a slice it
// moves when the list grows, and the audit would report a changed stack. Refused
// (compared_by_pointer), from the census of the other package's uses.
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
