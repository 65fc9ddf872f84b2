// Case: refused (converted). load converts the wire form of a player's stats, a struct
// with the same fields, to stats: the rewrite gives stats a flag field, after which
// wireStats no longer converts to it.
package game

type wireStats struct {
	hp int
	mp int
}

type stats struct {
	hp int
	mp int
}

type player struct {
	name string
	st   *stats
}

func (p *player) load(w wireStats) {
	s := stats(w)
	p.st = &stats{hp: s.hp, mp: s.mp}
}

func (p *player) hp() int {
	if p.st == nil {
		return -1
	}
	return p.st.hp
}
