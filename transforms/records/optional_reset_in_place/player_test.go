package arena

import "testing"

func TestNewRound(t *testing.T) {
	p := &player{name: "ana"}
	p.newRound()
	if p.tracked() {
		t.Fatal("a player with no stats gained some in a new round")
	}
	p.kill()
	p.kill()
	p.newRound()
	if !p.tracked() || p.stats.kills != 0 {
		t.Fatalf("after a new round: tracked %v, kills %d", p.tracked(), p.stats.kills)
	}
}
