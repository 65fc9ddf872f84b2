package deck

import (
	"fmt"
	"testing"
)

func TestCopyIsIndependentAndInOrder(t *testing.T) {
	d := &deck{name: "main"}
	for r := 1; r <= 5; r++ {
		d.add(0, r)
	}
	d.drop(3)
	c := d.copy()
	d.add(1, 9)
	d.drop(5)
	if got := fmt.Sprint(c.ranks()); got != "[5 4 2 1]" {
		t.Errorf("copy = %s, want [5 4 2 1]", got)
	}
	if got := fmt.Sprint(d.ranks()); got != "[9 4 2 1]" {
		t.Errorf("original = %s, want [9 4 2 1]", got)
	}
	if e := (&deck{}).copy(); len(e.ranks()) != 0 || e.name != "" {
		t.Error("a copy of an empty deck is empty")
	}
}
