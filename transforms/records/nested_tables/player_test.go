package tables

import "testing"

func TestWorld(t *testing.T) {
	w := &world{}
	p := w.join(7, "ann")
	if p.t.hasBadge() || !p.t.empty() {
		t.Fatal("a new player's tables are empty")
	}
	p.t.add(4)
	p.t.add(5)
	p.t.award("first")
	if got := w.score(7); got != 54 {
		t.Errorf("score = %d, want 54 (newest first)", got)
	}
	if w.score(8) != 0 || !p.t.hasBadge() {
		t.Error("unknown players score 0; the badge was awarded")
	}
}
