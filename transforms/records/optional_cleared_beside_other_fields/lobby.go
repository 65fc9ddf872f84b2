// Case: a lobby clears its optional match stats in one assignment with its other
// fields (`l.stats, l.round = nil, 0`); the nil becomes the absent inline record and the
// other values stay as written. Rewritten.
package lobby

type stats struct {
	wins   int
	losses int
}

type lobby struct {
	id    int
	round int
	stats *stats
}

// win counts a won round, starting the stats on the first.
func (l *lobby) win() {
	if l.stats == nil {
		l.stats = &stats{}
	}
	l.stats.wins++
	l.round++
}

// reset readies the lobby for its next match.
func (l *lobby) reset() { l.stats, l.round = nil, 0 }

// wins is how many rounds the lobby won this match.
func (l *lobby) wins() int {
	if l.stats == nil {
		return 0
	}
	return l.stats.wins
}
