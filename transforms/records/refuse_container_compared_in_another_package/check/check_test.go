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
	p := &arena.Player{ID: 7}
	p.Pick(1)
	if p.Items() != 1 || Template(p.ID) != "" {
		t.Error("a player holding an item")
	}
}
