// Case: a lobby records each player's match statistics on first win, the usual
// get-or-create shape: `s := p.stats`, then `if s == nil { p.stats = &stats{…}; return }`,
// then `s.wins++`. The record is replaced only in a branch that returns at once, so the
// alias is never read after the replacement. Rewritten: the alias becomes `&p.stats`
// and its nil check reads the record's flag.
package lobby

type stats struct {
	wins   int
	streak int
}

type player struct {
	name  string
	stats *stats
}

// win counts a won match, creating the player's statistics on the first.
func (p *player) win() {
	s := p.stats
	if s == nil {
		p.stats = &stats{wins: 1, streak: 1}
		return
	}
	s.wins++
	s.streak++
}

// lose breaks the player's streak.
func (p *player) lose() {
	if p.stats != nil {
		p.stats.streak = 0
	}
}

// wins is how many matches the player won, or -1 before the first.
func (p *player) wins() int {
	if p.stats == nil {
		return -1
	}
	return p.stats.wins
}

// streak is the player's current streak.
func (p *player) streak() int {
	if p.stats == nil {
		return 0
	}
	return p.stats.streak
}
