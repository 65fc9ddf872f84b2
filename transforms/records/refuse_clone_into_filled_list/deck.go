// Case: refused (link_used_elsewhere). A copy loop into a deck the function did not just
// make: copying an empty deck leaves out.cards as it was, where one append into a fresh
// slice would clear it, so the loop is not taken for a copy of the slice.
package deck

type deck struct {
	cards *card
}

type card struct {
	rank int
	next *card
}

func (d *deck) add(rank int) { d.cards = &card{rank: rank, next: d.cards} }

func (d *deck) copyInto(out *deck) {
	var last *card
	for c := d.cards; c != nil; c = c.next {
		n := &card{rank: c.rank}
		if last == nil {
			out.cards = n
		} else {
			last.next = n
		}
		last = n
	}
}

func (d *deck) ranks() []int {
	var out []int
	for c := d.cards; c != nil; c = c.next {
		out = append(out, c.rank)
	}
	return out
}
