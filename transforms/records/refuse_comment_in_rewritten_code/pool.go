// Case: refused (comment_dropped). put's record literal carries a comment on a field the
// rewrite keeps, and release's unlink loop carries notes on the statements the rewrite
// replaces: the append and the tombstone written in their place would drop them. A
// comment a rewrite cannot carry is a refusal, named at the comment; moved out of the
// statement, the list is rewritten.
package pool

type conn struct {
	id   int
	next *conn
}

type pool struct {
	free *conn
}

func (p *pool) put(id int) {
	p.free = &conn{
		id:   id, // the dial ID, stable across reconnects
		next: p.free,
	}
}

// release drops connection id from the free list.
func (p *pool) release(id int) bool {
	var prev *conn
	for c := p.free; c != nil; c = c.next {
		if c.id == id {
			if prev == nil {
				p.free = c.next // c was the head
			} else {
				prev.next = c.next
			}
			return true
		}
		prev = c
	}
	return false
}

func (p *pool) ids() []int {
	var out []int
	for c := p.free; c != nil; c = c.next {
		out = append(out, c.id)
	}
	return out
}
