// Case: refused (converted). A player's optional guild would be stored inline, which
// gives guild a flag field; the spreadsheet import, another package of the module,
// converts its rows through the exported alias GuildInfo (`game.GuildInfo(r)`), which
// the flag would break: row no longer has guild's fields.
package game

// guild is a player's guild.
type guild struct {
	Name    string
	Members int
}

// GuildInfo is how other packages name a guild.
type GuildInfo = guild

// Player is a player with its guild, if any.
type Player struct {
	name  string
	guild *guild
}

// Found makes the player the first member of a new guild.
func (p *Player) Found(name string) { p.guild = &guild{Name: name, Members: 1} }

// Size is how many members the player's guild has.
func (p *Player) Size() int {
	if p.guild == nil {
		return 0
	}
	return p.guild.Members
}
