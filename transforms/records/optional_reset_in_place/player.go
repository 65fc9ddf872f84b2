// Case: an optional record reset in place: `*p.stats = stats{}` inside `if p.stats !=
// nil {` replaces the record the pointer shares, which the inline record does as
// `p.stats = stats{}` (it was refused as stored_elsewhere, taken for a copy into a
// variable). Outside such a guard the original would panic on nil, and the rewrite
// would not, so only the guarded store is rewritten. Rewritten.
package arena

type stats struct {
	kills  int
	deaths int
}

type player struct {
	name  string
	stats *stats
}

func (p *player) kill() {
	if p.stats == nil {
		p.stats = &stats{}
	}
	p.stats.kills++
}

// newRound keeps the player's stats present but counts from zero again.
func (p *player) newRound() {
	if p.stats != nil {
		*p.stats = stats{}
	}
}

func (p *player) tracked() bool { return p.stats != nil }
