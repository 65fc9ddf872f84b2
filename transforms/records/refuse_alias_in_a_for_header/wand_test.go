package spells

import (
	"slices"
	"testing"
)

func TestCastDrainsTheFirstCharge(t *testing.T) {
	w := &wand{charge: &charge{power: 5, left: 3}}
	w.cast()
	if want := []int{53, 52, 51}; !slices.Equal(w.log, want) {
		t.Fatalf("log = %v, want %v", w.log, want)
	}
	if w.charge.power != 4 || w.charge.left != 1 {
		t.Fatalf("charge = %d/%d", w.charge.power, w.charge.left)
	}
}
