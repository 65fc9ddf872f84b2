// Case: refused (receiver_replaced). stats.flush sends the kills to the scoreboard,
// waits for it, then zeroes them; the scoreboard may start the player's new season
// meanwhile, replacing the record. The original's receiver is the old record; stored
// inline, the receiver would be the container's field, and the new season's kills would
// be zeroed.
package scores

type stats struct {
	kills int
}

// flush reports the kills, waits until the board has them, and starts again from zero.
func (s *stats) flush(board chan<- int, ack <-chan struct{}) {
	board <- s.kills
	<-ack
	s.kills = 0
}

type player struct {
	name  string
	stats *stats
}

func (p *player) newSeason(kills int) { p.stats = &stats{kills: kills} }

func (p *player) flush(board chan<- int, ack <-chan struct{}) {
	if p.stats != nil {
		p.stats.flush(board, ack)
	}
}

func (p *player) kills() int {
	if p.stats == nil {
		return -1
	}
	return p.stats.kills
}
