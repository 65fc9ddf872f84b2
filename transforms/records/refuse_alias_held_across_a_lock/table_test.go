package poker

import "testing"

func TestSettle(t *testing.T) {
	tb := &table{}
	if tb.settle() != 0 {
		t.Fatal("no pot yet")
	}
	tb.open(2)
	tb.pot.chips = 40
	if got := tb.settle(); got != 42 {
		t.Fatalf("settle = %d", got)
	}
}
