package ledger

import "testing"

func TestLine(t *testing.T) {
	if got := Line("cash", 1999); got != "cash: 1999 (19.99)" {
		t.Fatalf("line %q", got)
	}
}
