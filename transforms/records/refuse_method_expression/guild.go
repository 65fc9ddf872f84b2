// Case: refused (method_expression). sizes counts each guild's members through the
// method expression (*guild).count: the pass does not follow calls made through a
// method expression, so a push during a traversal made through one would not be seen.
// Refused with that reason (not as a copy: a method expression copies nothing).
package guild

type member struct {
	id   int
	next *member
}

type guild struct {
	members *member
}

func (g *guild) join(id int) { g.members = &member{id: id, next: g.members} }

func (g *guild) count() int {
	n := 0
	for m := g.members; m != nil; m = m.next {
		n++
	}
	return n
}

// sizes counts the members of each guild.
func sizes(gs []*guild) []int {
	size := (*guild).count
	var out []int
	for _, g := range gs {
		out = append(out, size(g))
	}
	return out
}
