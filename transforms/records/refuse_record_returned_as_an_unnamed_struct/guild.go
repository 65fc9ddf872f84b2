// Case: refused (converted). A player's optional guild would be stored inline, which
// gives guild a flag field; the lobby's status line returns a guild as an unnamed struct
// of the same fields, which Go allows only while the two share one struct.
package game

// guild is a player's guild.
type guild struct {
	Name    string
	Members int
}

type player struct {
	name  string
	guild *guild
}

// found makes the player the first member of a new guild.
func (p *player) found(name string) { p.guild = &guild{Name: name, Members: 1} }

// size is how many members the player's guild has.
func (p *player) size() int {
	if p.guild == nil {
		return 0
	}
	return p.guild.Members
}

// banner is the guild as the lobby's status line shows it.
func banner(g guild) struct {
	Name    string
	Members int
} {
	return g
}
