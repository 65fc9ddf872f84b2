// Case: refused (field_address). Pointers into records that outlive the statement:
// scorePtrs keeps &m.score of each member it walks, and counter returns &g.cur.kills of
// the optional round. Behind pointers each stays with its record; stored inline, a
// record moves when its list grows (the kept pointer then writes into the old array) and
// is replaced in place when set (it then writes into the new round). Each field is
// refused, the message quoting the address taken.
package guild

type member struct {
	id    int
	score int
	next  *member
}

type round struct {
	kills int
}

type guild struct {
	members *member
	cur     *round
}

func (g *guild) join(id int) { g.members = &member{id: id, next: g.members} }

// scorePtrs hands out each member's score for a bulk update.
func (g *guild) scorePtrs() []*int {
	var ps []*int
	for m := g.members; m != nil; m = m.next {
		ps = append(ps, &m.score)
	}
	return ps
}

func (g *guild) total() int {
	t := 0
	for m := g.members; m != nil; m = m.next {
		t += m.score
	}
	return t
}

func (g *guild) start() { g.cur = &round{} }

// counter hands out the current round's kill counter.
func (g *guild) counter() *int {
	if g.cur == nil {
		return nil
	}
	return &g.cur.kills
}

func (g *guild) kills() int {
	if g.cur == nil {
		return -1
	}
	return g.cur.kills
}
