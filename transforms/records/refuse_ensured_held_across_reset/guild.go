// Case: refused (record_returned). A caller keeps the record an `ensureStats()` helper
// returned while it resets the guild: the kept pointer goes on counting into the old
// record, where a pointer into the guild would count into the new one.
package guild

type guild struct {
	stats *stats
}

type stats struct{ wins int }

func (g *guild) ensureStats() *stats {
	if g.stats == nil {
		g.stats = &stats{}
	}
	return g.stats
}

func (g *guild) reset() { g.stats = nil }

func (g *guild) winAfterReset() int {
	s := g.ensureStats()
	g.reset()
	s.wins++
	return g.ensureStats().wins
}
