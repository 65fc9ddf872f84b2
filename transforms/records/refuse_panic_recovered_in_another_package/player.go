// Case: refused (panic_recovered). A player's stats record exists only once the player
// is tracked; Hit on an untracked player panics (a nil record). Package server, in the
// same module, recovers from that panic and answers with an error. Stored inline, an
// absent record's fields would read as zero values and Hit would go on: the server's
// error would never come. A recover in the package itself is refused the same way.
package game

type stats struct {
	hits int
}

// Player is one connected player.
type Player struct {
	ID    int
	stats *stats
}

// NewPlayer returns an untracked player.
func NewPlayer(id int) *Player { return &Player{ID: id} }

// Track starts counting the player's hits.
func (p *Player) Track() { p.stats = &stats{} }

// Hit counts a hit; the player must be tracked.
func (p *Player) Hit() { p.stats.hits++ }

// Hits is how many hits were counted.
func (p *Player) Hits() int {
	if p.stats == nil {
		return 0
	}
	return p.stats.hits
}
