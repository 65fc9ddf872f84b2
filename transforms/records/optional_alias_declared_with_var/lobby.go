// Case: aliases of a lobby's optional stats declared with `var` (`var s = l.stats`, or
// with the pointer type spelled), read as `s := l.stats` is: each becomes a pointer to
// the inline record, `var s = &l.stats`, and its nil checks the flag's. Rewritten.
package lobby

type stats struct {
	wins   int
	losses int
}

type lobby struct {
	id    int
	stats *stats
}

// record counts a played match.
func (l *lobby) record(won bool) {
	if l.stats == nil {
		l.stats = &stats{}
	}
	if won {
		l.stats.wins++
	} else {
		l.stats.losses++
	}
}

// ratio is wins per match played, 0 before any.
func (l *lobby) ratio() float64 {
	var s = l.stats
	if s == nil {
		return 0
	}
	return float64(s.wins) / float64(s.wins+s.losses)
}

// losses is how many matches the lobby lost.
func (l *lobby) losses() int {
	var s *stats = l.stats
	if s != nil {
		return s.losses
	}
	return 0
}
