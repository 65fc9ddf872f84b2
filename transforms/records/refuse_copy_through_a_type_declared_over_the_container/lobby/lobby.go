package lobby

import "example.com/game"

// seat is a Player as the lobby sees it.
type seat game.Player

// Lobby seats players.
type Lobby struct {
	seats []*seat
}

// Add seats a player.
func (l *Lobby) Add(p *game.Player) { l.seats = append(l.seats, (*seat)(p)) }

// Shadow copies seat i for a spectator's view; the copy shares the player's guild.
func (l *Lobby) Shadow(i int) *game.Player {
	cp := *l.seats[i]
	return (*game.Player)(&cp)
}
