package bag

import "testing"

func TestForkOfAnEmptyBagKeepsTheStarter(t *testing.T) {
	b := &bag{owner: "a"}
	if got := b.fork("b").count(); got != 1 {
		t.Errorf("fork of an empty bag has %d items, want 1 (the starter)", got)
	}
}

func TestForkCopies(t *testing.T) {
	b := &bag{owner: "a"}
	b.add(1)
	b.add(2)
	if got := b.fork("b").count(); got != 2 {
		t.Errorf("fork has %d items, want 2", got)
	}
}
