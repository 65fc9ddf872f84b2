// Case: refused (container_by_value). Package lobby holds a Player by value in its Lobby
// and scores the host from a method with a value receiver, `func (l Lobby) ScoreHost()`:
// each call copies the Lobby and the Player in it. Today the copy shares the stats record
// through its pointer, so the kill counts on the lobby's own host; stored inline, the
// copy's record would be a copy too, and the kill would be lost with it. No copy is
// written out (no `*l`, no assignment): the value receiver makes it.
package game

type stats struct {
	kills  int
	deaths int
}

// Player is one connected player.
type Player struct {
	ID    int
	Name  string
	stats *stats
}

// Kill counts a kill, creating the stats on first use.
func (p *Player) Kill() {
	if p.stats == nil {
		p.stats = &stats{}
	}
	p.stats.kills++
}

// Kills is the number of kills so far.
func (p *Player) Kills() int {
	if p.stats == nil {
		return 0
	}
	return p.stats.kills
}
