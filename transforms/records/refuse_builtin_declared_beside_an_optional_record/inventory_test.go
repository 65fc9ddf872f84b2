package inventory

import "testing"

func TestOverloadedByTotalWeight(t *testing.T) {
	p := &player{name: "ana"}
	p.pick("sword", 7)
	p.pick("shield", 9)
	if got := p.load(); got != 16 {
		t.Fatalf("load = %d, want 16", got)
	}
	if !p.overloaded() {
		t.Fatal("a player without stats carries nothing")
	}
	p.train(2)
	if p.overloaded() {
		t.Fatal("carry 20 holds 16")
	}
}
