// Case: refused (container_by_value). Player is exported and holds its guild behind a
// pointer. Another package of the module declares its own type over it (`type seat
// game.Player`) and copies a seat for a spectator's view: behind the pointer the copy
// shares the guild, so promoting the copy promotes the player. Stored inline the copy
// would get its own guild. No expression there has type Player; the census follows the
// type declared over it.
package game

type guild struct {
	name string
	rank int
}

// Player is one player.
type Player struct {
	ID    int
	guild *guild
}

// NewPlayer makes a player with no guild.
func NewPlayer(id int) *Player { return &Player{ID: id} }

// Join puts the player in a guild at rank 1.
func (p *Player) Join(name string) { p.guild = &guild{name: name, rank: 1} }

// Promote raises the player's guild rank.
func (p *Player) Promote() {
	if p.guild != nil {
		p.guild.rank++
	}
}

// Rank is the player's guild rank, 0 without a guild.
func (p *Player) Rank() int {
	if p.guild == nil {
		return 0
	}
	return p.guild.rank
}
