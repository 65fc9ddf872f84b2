// Case: a helper that creates the record on first use and returns it
// (`ensureStats() *stats`), and a getter that hands out nothing when it is absent; every
// caller uses the result at once. Inline, each returns `&g.stats`, a pointer into the
// guild that is right until the field is assigned again, which no caller does while it
// holds the pointer. Rewritten.
package guild

type guild struct {
	name  string
	stats *stats
}

type stats struct {
	wins, losses int
}

func (g *guild) ensureStats() *stats {
	if g.stats == nil {
		g.stats = &stats{}
	}
	return g.stats
}

func (g *guild) statsIfAny() *stats {
	if g.stats == nil {
		return nil
	}
	return g.stats
}

func (g *guild) win()  { g.ensureStats().wins++ }
func (g *guild) lose() { g.ensureStats().losses++ }

func (g *guild) record() (int, int) {
	if s := g.statsIfAny(); s != nil {
		return s.wins, s.losses
	}
	return -1, -1
}

func (g *guild) reset() { g.stats = nil }
