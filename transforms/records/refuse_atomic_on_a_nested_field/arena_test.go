package arena

import "testing"

func TestFightCountsKillsAndDeaths(t *testing.T) {
	tm := &team{banner: &banner{colour: 3}, id: 1}
	tm.fight(30)
	if tm.score.kills != 20 || tm.score.deaths != 10 {
		t.Fatalf("kills %d deaths %d", tm.score.kills, tm.score.deaths)
	}
	if tm.colour() != 3 {
		t.Fatal("banner lost")
	}
}
