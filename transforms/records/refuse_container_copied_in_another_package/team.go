// Case: refused (container_by_value). Team is exported, and another package of the module
// copies it: a dereference into a local, a parameter taken by value, and a range over a
// slice of teams. Each copy shares the coach record with the original while the coach is
// a pointer; stored inline, each copy would have its own, and the wins credited through
// a copy would no longer reach the team.
package team

// Team is a club in the league; its coach is optional.
type Team struct {
	Name  string
	coach *coach
}

type coach struct {
	wins int
}

// Hire gives the team a coach.
func (t *Team) Hire() { t.coach = &coach{} }

// Win credits the coach with a win.
func (t *Team) Win() {
	if t.coach != nil {
		t.coach.wins++
	}
}

// CoachWins is how many wins the coach has.
func (t *Team) CoachWins() int {
	if t.coach == nil {
		return 0
	}
	return t.coach.wins
}
