package tables

import "testing"

func TestWorld(t *testing.T) {
	w := &world{}
	p := w.join(7, "ann")
	if p.t.hasA() || !p.t.noB() {
		t.Fatal("a new player's tables are empty")
	}
	p.t.addB(4, 0)
	p.t.addB(5, 0)
	p.t.setA(1, "a")
	if got := w.score(7); got != 54 {
		t.Errorf("score = %d, want 54", got)
	}
	if w.score(8) != 0 || !p.t.hasA() {
		t.Error("unknown players score 0; A was set")
	}
}
