// Case: refused (mutated_in_traversal). mirror walks one pool's free connections and
// pushes a copy of each onto another pool's list by assignment (`dst.free = &conn{…,
// next: dst.free}`), and drain clears another pool's list as it walks; called with the
// same pool twice, the list being walked is the one set. As a slice, the append could
// move the array under the cursor (a write through it lost) and the clear would cut the
// index loop short: refused, the message quoting the first such assignment.
package pool

type conn struct {
	id   int
	busy bool
	next *conn
}

type pool struct {
	free *conn
}

func (p *pool) put(id int) { p.free = &conn{id: id, next: p.free} }

// mirror adds a standby copy of each free connection of src to dst, marking each busy.
func mirror(src, dst *pool) {
	for c := src.free; c != nil; c = c.next {
		dst.free = &conn{id: c.id + 100, next: dst.free}
		c.busy = true
	}
}

// drain hands every free connection of src to the caller, emptying dst.
func drain(src, dst *pool) []int {
	var ids []int
	for c := src.free; c != nil; c = c.next {
		dst.free = nil
		ids = append(ids, c.id)
	}
	return ids
}

func (p *pool) busyCount() int {
	n := 0
	for c := p.free; c != nil; c = c.next {
		if c.busy {
			n++
		}
	}
	return n
}
