package lifecycle

import "testing"

func TestApplied(t *testing.T) {
	if got := Applied(Named("a"), Quiet(), Named("b")); got != 2 {
		t.Fatalf("Applied = %d", got)
	}
}
