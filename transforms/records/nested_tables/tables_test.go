package tables

import "testing"

func TestTables(t *testing.T) {
	tb := newTables()
	if tb.hasA() || !tb.noB() || tb.valueC() != -1 {
		t.Fatal("a new player has no records")
	}
	tb.setA(1, "x")
	tb.addB(1, 0)
	tb.addB(2, 0)
	tb.addB(3, 0)
	tb.setC(7, 700)
	if !tb.hasA() || tb.noB() || tb.valueC() != 700 {
		t.Fatal("records not set")
	}
	if got := tb.sumB(); got != 321 {
		t.Errorf("sumB = %d, want 321 (newest first)", got)
	}
	tb.clearA()
	if tb.hasA() {
		t.Error("clearA left A present")
	}
}
