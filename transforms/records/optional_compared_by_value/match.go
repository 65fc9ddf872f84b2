// Case: a match keeps its optional final score and compares it by value with another
// score: `*m.final == score{…}` becomes `m.final == score{…}`, which compares the same
// fields (with _is_nil, a present record stored inline carries false, as a literal does).
// Rewritten.
package tourney

type match struct {
	id    int
	final *score
}

type score struct {
	home, away int
}

func (m *match) finish(home, away int) {
	m.final = &score{home: home, away: away}
}

func (m *match) isDraw() bool {
	return m.final != nil && m.final.home == m.final.away
}

// endedAs reports whether the match is finished with exactly that score.
func (m *match) endedAs(home, away int) bool {
	return m.final != nil && *m.final == score{home: home, away: away}
}

// goalless reports whether the match ended 0-0.
func (m *match) goalless() bool {
	if m.final == nil {
		return false
	}
	return *m.final == (score{})
}
