// Case: a traversal that stops at the connection's own limit, `p != nil && n < c.limit`:
// the extra condition reads a field of c, the variable the head is read from, which
// reading c.pending has dereferenced already, so checking it before removed entries too
// changes nothing. Rewritten.
package session

type request struct {
	name string
	next *request
}

type conn struct {
	limit   int
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

// batch is the newest requests, at most c.limit of them.
func (c *conn) batch() []string {
	out := []string{}
	n := 0
	for p := c.pending; p != nil && n < c.limit; p = p.next {
		out = append(out, p.name)
		n++
	}
	return out
}
