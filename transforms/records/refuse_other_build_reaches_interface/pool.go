// Case: refused (other_build_use). debug.go, compiled only with `-tags debug`, hands the
// pool itself to equalState, which compares through reflect.DeepEqual: a removed
// connection's tombstone would make two pools holding the same connections differ. That
// file is in no type facts of the default build, so the census cannot see the pool
// reach an interface there; a use other than selecting a field or method is refused.
// (debug.go's newDebugPool and a method only selecting fields are read by syntax.)
package pool

import "reflect"

type conn struct {
	id   int
	next *conn
}

type pool struct {
	free *conn
}

func (p *pool) put(id int) { p.free = &conn{id: id, next: p.free} }

// take removes connection id from the free list.
func (p *pool) take(id int) bool {
	var prev *conn
	for c := p.free; c != nil; c = c.next {
		if c.id == id {
			if prev == nil {
				p.free = c.next
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

// equalState reports whether two snapshots of state are deeply equal.
func equalState(a, b any) bool { return reflect.DeepEqual(a, b) }
