package ladder

import "testing"

func TestAStandingThatDidNotMoveIsUnchanged(t *testing.T) {
	p := NewPlayer("ana", 5, 2)
	if !p.Unchanged("ana", 5, 2) {
		t.Fatal("an unmoved standing reads as changed")
	}
	if p.Unchanged("ana", 6, 2) {
		t.Fatal("a moved standing reads as unchanged")
	}
}
