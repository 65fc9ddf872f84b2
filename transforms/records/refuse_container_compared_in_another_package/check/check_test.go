package check

import (
	"testing"

	arena "example.com/arena"
)

func TestTemplates(t *testing.T) {
	if got := Template(0); got != "blank" {
		t.Errorf("Template(0) = %q", got)
	}
	if got := Template(7); got != "" {
		t.Errorf("Template(7) = %q", got)
	}
	if !Blank(arena.Player{}) {
		t.Error("a zero player is blank")
	}
	p := &arena.Player{}
	p.Pick(1)
	if Blank(*p) || p.Items() != 1 {
		t.Error("a player holding an item is not blank")
	}
}
