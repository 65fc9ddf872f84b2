// Package report prints the rooms' standings.
package report

import "example.com/arena"

// line is a row of the standings, as the printer lays it out.
type line = struct {
	Wins   int
	Losses int
}

// Lines is one line per room.
func Lines(rooms []*arena.Room) []line {
	var rows []line
	for _, r := range rooms {
		rows = append(rows, r.Totals())
	}
	return rows
}
