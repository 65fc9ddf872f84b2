package season

import (
	"testing"

	team "example.com/league"
)

func TestCopiesCreditTheSameCoach(t *testing.T) {
	teams := []team.Team{{Name: "owls"}}
	teams[0].Hire()
	Replay(&teams[0])
	Credit(teams[0])
	Rematch(teams)
	if got := teams[0].CoachWins(); got != 3 {
		t.Fatalf("coach wins = %d, want 3", got)
	}
}
