// Case: refused (receiver_replaced). A match keeps a pointer back to its lobby, and its
// own end method clears the lobby's current match before writing the result. Stored
// inline, the receiver is the lobby's slot, which clearing zeroes: the result would be
// written into the absent match, and the back-pointer read after it would be nil.
package lobby

import "strconv"

type lobby struct {
	current *match
	history []string
}

type match struct {
	id     int
	lobby  *lobby
	winner string
}

func (l *lobby) open(id int) { l.current = &match{id: id, lobby: l} }

// end detaches the match from its lobby and records its winner.
func (m *match) end(winner string) {
	m.lobby.current = nil
	m.winner = winner
	m.lobby.history = append(m.lobby.history, strconv.Itoa(m.id)+":"+m.winner)
}

func (l *lobby) playing() bool { return l.current != nil }
