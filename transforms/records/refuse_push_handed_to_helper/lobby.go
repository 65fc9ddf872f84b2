// Case: refused (mutated_in_traversal). The traversal hands the pusher to a helper as a
// function value (forEachGuest(s.id, admit)); the helper names nothing of the list, so its
// declaration is left unparsed, and it takes a function it may call. Calls the pass cannot
// follow count as changes to the list.
package lobby

type seat struct {
	id     int
	guests int
	next   *seat
}

type lobby struct {
	seats *seat
}

var hall = &lobby{}

func admit(id int) { hall.seats = &seat{id: id, next: hall.seats} }

func forEachGuest(id int, f func(int)) {
	for i := 0; i < 2; i++ {
		f(id*10 + i)
	}
}

func fill() {
	for s := hall.seats; s != nil; s = s.next {
		if s.guests == 0 {
			forEachGuest(s.id, admit)
		}
		s.guests++
	}
}

func guests() int {
	n := 0
	for s := hall.seats; s != nil; s = s.next {
		n += s.guests
	}
	return n
}
