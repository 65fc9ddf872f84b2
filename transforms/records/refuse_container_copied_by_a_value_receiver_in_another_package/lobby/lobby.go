// Package lobby groups players before a match.
package lobby

import "example.com/game"

// Lobby is a waiting room with a host.
type Lobby struct {
	Code string
	host game.Player
}

// Host is the lobby's host.
func (l *Lobby) Host() *game.Player { return &l.host }

// ScoreHost credits the host with a kill from a warm-up round.
func (l Lobby) ScoreHost() { l.host.Kill() }
