// Package sheet reads guilds from the spreadsheet the game masters keep.
package sheet

import "example.com/game"

// row is a guild as the spreadsheet holds it.
type row struct {
	Name    string
	Members int
}

// Name reads a guild's name from a row.
func Name(r row) string {
	g := game.GuildInfo(r)
	return g.Name
}
