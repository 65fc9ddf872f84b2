// Case: a list copied in order with a trailing pointer (`if last == nil { c.cards = n }
// else { last.next = n }; last = n`) into a container made just before: the loop becomes
// one append of the slice, tombstones and all. Rewritten.
package deck

type deck struct {
	name  string
	cards *card
}

type card struct {
	suit int
	rank int
	next *card
}

func (d *deck) add(suit, rank int) { d.cards = &card{suit: suit, rank: rank, next: d.cards} }

func (d *deck) drop(rank int) {
	var prev *card
	for c := d.cards; c != nil; c = c.next {
		if c.rank == rank {
			if prev == nil {
				d.cards = c.next
			} else {
				prev.next = c.next
			}
			return
		}
		prev = c
	}
}

func (d *deck) copy() *deck {
	out := &deck{name: d.name}
	var last *card
	for c := d.cards; c != nil; c = c.next {
		n := &card{suit: c.suit, rank: c.rank}
		if last == nil {
			out.cards = n
		} else {
			last.next = n
		}
		last = n
	}
	return out
}

func (d *deck) ranks() []int {
	var out []int
	for c := d.cards; c != nil; c = c.next {
		out = append(out, c.rank)
	}
	return out
}
