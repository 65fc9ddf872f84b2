// Case: refused (reflection_or_unsafe). A test compares the heads of two exported Stores
// with reflect.DeepEqual; a test that reflects on any candidate refuses the whole package,
// so the unexported session.cart, which nothing else stops, is refused too (and the test,
// which spells no unexported candidate, must still be read for it).
package store

// Store is a catalogue with its newest item first.
type Store struct {
	Head *Item
}

// Item is one entry of a Store.
type Item struct {
	Name string
	Next *Item
}

type session struct {
	id   int
	cart *basket
}

type basket struct{ total int }

func newSession(id int) *session {
	return &session{id: id}
}

func (s *session) add(n int) {
	if s.cart == nil {
		s.cart = &basket{}
	}
	s.cart.total += n
}

func (s *session) total() int {
	if s.cart == nil {
		return 0
	}
	return s.cart.total
}
