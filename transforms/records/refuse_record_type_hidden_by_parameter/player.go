// Case: refused (name_shadowed). newPlayer takes a parameter named stats, the name of the
// record type: marking the new player's stats absent would write `stats{_is_nil: true}`
// inside newPlayer, where stats is the map, and the package would stop compiling.
package lobby

type stats struct {
	wins   int
	losses int
}

type player struct {
	name  string
	stats *stats
}

// newPlayer makes a player, tracking stats only when some were carried over.
func newPlayer(name string, stats map[string]int) *player {
	p := &player{name: name}
	if len(stats) > 0 {
		p.track(stats["wins"], stats["losses"])
	}
	return p
}

func (p *player) track(wins, losses int) {
	if p.stats == nil {
		p.stats = &stats{}
	}
	p.stats.wins += wins
	p.stats.losses += losses
}

func (p *player) wins() int {
	if p.stats == nil {
		return 0
	}
	return p.stats.wins
}
