package inventory

import "testing"

func TestStatusAndTotal(t *testing.T) {
	b := &bag{owner: "ann"}
	if got := b.status(); got != "ann: empty" {
		t.Fatal(got)
	}
	b.add("rope", 2)
	b.add("torch", 3)
	if got := b.status(); got != "ann: has items" {
		t.Fatal(got)
	}
	if b.total() != 5 {
		t.Fatal(b.total())
	}
}
