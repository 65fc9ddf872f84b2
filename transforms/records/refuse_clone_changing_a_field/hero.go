// Case: refused (link_used_elsewhere). A hero's ghost copies the hero's buffs with one
// turn less each: a loop building a new list, but not a plain copy of every field, so it
// is not an append of the slice, and the refusal says which part changes.
package game

type buff struct {
	name  string
	turns int
	next  *buff
}

type hero struct {
	name  string
	buffs *buff
}

// add gives the hero a buff for some turns.
func (h *hero) add(name string, turns int) {
	h.buffs = &buff{name: name, turns: turns, next: h.buffs}
}

// ghost is a copy of the hero whose buffs have one turn less each.
func (h *hero) ghost() *hero {
	g := &hero{name: h.name + "'"}
	var last *buff
	for it := h.buffs; it != nil; it = it.next {
		n := &buff{name: it.name, turns: it.turns - 1}
		if last == nil {
			g.buffs = n
		} else {
			last.next = n
		}
		last = n
	}
	return g
}

// turns is how many buff turns the hero has left in all.
func (h *hero) turns() int {
	t := 0
	for b := h.buffs; b != nil; b = b.next {
		t += b.turns
	}
	return t
}
