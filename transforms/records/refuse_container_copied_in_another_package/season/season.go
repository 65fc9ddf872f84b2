// Package season plays the league's fixtures.
package season

import team "example.com/league"

// Replay plays a won match on a copy of the team's sheet.
func Replay(t *team.Team) team.Team {
	sheet := *t
	sheet.Win()
	return sheet
}

// Credit credits a win to a team handed over by value.
func Credit(t team.Team) { t.Win() }

// Rematch credits a win to every team of a list.
func Rematch(teams []team.Team) {
	for _, t := range teams {
		t.Win()
	}
}
