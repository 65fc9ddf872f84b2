// Case: refused (unrecognised_use). batch walks the pending requests while `n < b.max`,
// a field of the budget it is handed. The linked loop reads b.max only while a request is
// left; the index loop would also read it before removed entries, so once every request
// is cancelled a nil budget, which the linked loop never touched, would panic. An extra
// condition may read fields only of the variable the head is read from (c, whose
// pending was read already), not through another pointer.
package session

type budget struct {
	max int
}

type request struct {
	name string
	next *request
}

type conn struct {
	pending *request
}

func (c *conn) send(name string) { c.pending = &request{name: name, next: c.pending} }

// cancel drops the request with the name.
func (c *conn) cancel(name string) {
	var prev *request
	for p := c.pending; p != nil; p = p.next {
		if p.name == name {
			if prev == nil {
				c.pending = p.next
			} else {
				prev.next = p.next
			}
			return
		}
		prev = p
	}
}

// batch is the newest requests, at most b.max of them; b may be nil when nothing waits.
func (c *conn) batch(b *budget) []string {
	out := []string{}
	n := 0
	for p := c.pending; p != nil && n < b.max; p = p.next {
		out = append(out, p.name)
		n++
	}
	return out
}
