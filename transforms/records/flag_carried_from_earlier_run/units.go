// Case: an earlier run stored hero's stats inline (stats carries `_is_nil`); npc still
// points to stats, refused then and fine now. This run reuses the flag the record already
// carries instead of declaring a second `_is_nil` (which Go rejects as a duplicate field).
// Rewritten.
package units

type stats struct {
	_is_nil bool
	hp      int
}

type hero struct {
	name  string
	stats stats
}

type npc struct {
	name  string
	stats *stats
}

func newHero(name string) *hero { return &hero{name: name, stats: stats{hp: 10}} }

func (n *npc) wound() {
	if n.stats != nil {
		n.stats.hp--
	}
}

func (n *npc) hp() int {
	if n.stats == nil {
		return 0
	}
	return n.stats.hp
}

func (n *npc) revive() { n.stats = &stats{hp: 3} }
