// Case: refused (cursor_escapes). A look-ahead loop that also reads its own cursor
// (`t.id` beside `t.next.id`): in the slice the element before is not at hand, so the
// loop is left as it is.
package chain

type chain struct {
	links *link
}

type link struct {
	id   int
	next *link
}

func (c *chain) add(id int) { c.links = &link{id: id, next: c.links} }

// pairs counts neighbours whose ids differ by one.
func (c *chain) pairs() int {
	n := 0
	if c.links == nil {
		return 0
	}
	for t := c.links; t.next != nil; t = t.next {
		if t.id-t.next.id == 1 {
			n++
		}
	}
	return n
}
