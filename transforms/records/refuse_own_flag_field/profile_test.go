package guild

import "testing"

func TestReservedBankIsPresentButNotLoaded(t *testing.T) {
	p := &profile{}
	p.reserve()
	if !p.hasBank() || p.loaded() {
		t.Fatalf("reserved: has %v, loaded %v; want true, false", p.hasBank(), p.loaded())
	}
	p.load(5)
	if !p.loaded() {
		t.Fatal("loaded bank reads as not loaded")
	}
}
