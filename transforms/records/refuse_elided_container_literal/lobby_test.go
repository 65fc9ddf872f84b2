package lobby

import "testing"

func TestFreshPlayersHaveNotPlayed(t *testing.T) {
	for _, p := range append(bots(), join("ada")) {
		if p.played() {
			t.Fatalf("%s has played before any match", p.name)
		}
	}
	p := join("grace")
	p.record(true)
	if !p.played() || p.stats.wins != 1 {
		t.Fatal("a won match is not recorded")
	}
}
