package guild

import "testing"

func TestKeptScorePointersFollowTheirMembers(t *testing.T) {
	g := &guild{}
	g.join(1)
	ps := g.scorePtrs()
	g.join(2)
	g.join(3)
	*ps[0] += 5
	if got := g.total(); got != 5 {
		t.Errorf("total = %d, want 5", got)
	}
}

func TestAKeptCounterStaysWithItsRound(t *testing.T) {
	g := &guild{}
	g.start()
	c := g.counter()
	*c += 3
	g.start()
	*c += 4
	if got := g.kills(); got != 0 {
		t.Errorf("kills of the new round = %d, want 0", got)
	}
}
