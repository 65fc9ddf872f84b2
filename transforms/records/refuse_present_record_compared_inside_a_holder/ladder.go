// Case: an exported container (so the `_present` flag) whose record is compared inside
// a value holding it: `row{p.name, p.stats.snapshot()} == since`, with `since` built
// from a literal. Stored inline, the snapshot would carry `_present: true` and the
// literal's record not, so a standing that did not change would read as changed.
// Refused as compared_by_value.
package ladder

type stats struct {
	wins   int
	losses int
}

func (s *stats) snapshot() stats { return *s }

// Player is a ranked player.
type Player struct {
	name  string
	stats *stats
}

type row struct {
	name string
	s    stats
}

// NewPlayer starts a player's record.
func NewPlayer(name string, wins, losses int) *Player {
	return &Player{name: name, stats: &stats{wins: wins, losses: losses}}
}

// Unchanged says whether the player still stands as at the given standing.
func (p *Player) Unchanged(name string, wins, losses int) bool {
	since := row{name: name, s: stats{wins: wins, losses: losses}}
	return row{name: p.name, s: p.stats.snapshot()} == since
}
