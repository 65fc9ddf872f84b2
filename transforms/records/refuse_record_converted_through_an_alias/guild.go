// Case: refused (converted). A player's optional guild would be stored inline, which
// gives guild a flag field; the spreadsheet import converts its rows through an alias
// of the record (`sheetGuild(r)` with `type sheetGuild = guild`), which the flag would
// break as `guild(r)` would: row no longer has guild's fields.
package game

// guild is a player's guild.
type guild struct {
	Name    string
	Members int
}

// row is a guild as the spreadsheet holds it.
type row struct {
	Name    string
	Members int
}

// sheetGuild is the name the import code gives guilds.
type sheetGuild = guild

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

// fromSheet reads a guild's name from a spreadsheet row.
func fromSheet(r row) string {
	g := sheetGuild(r)
	return g.Name
}
