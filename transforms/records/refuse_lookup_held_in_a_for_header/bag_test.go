package inventory

import "testing"

func TestRefillTopsUpTheStack(t *testing.T) {
	b := &bag{owner: "ann"}
	b.add(1)
	b.refill(1)
	if got, want := b.dump(), "103:1 102:1 101:1 1:4"; got != want {
		t.Fatalf("bag = %q, want %q", got, want)
	}
}
