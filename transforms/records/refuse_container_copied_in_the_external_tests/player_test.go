package arena_test

import (
	"testing"

	"example.com/arena"
)

// squad holds its leader by value, as a test fixture might.
type squad struct {
	leader arena.Player
}

func TestCopiesShareTheShield(t *testing.T) {
	var a arena.Player
	a.Equip(5)
	b := a
	b.Hit()
	if a.Shield() != 4 || b.Shield() != 4 {
		t.Fatalf("shields %d and %d, want 4 and 4", a.Shield(), b.Shield())
	}
}

func TestSquadCopyShareTheShield(t *testing.T) {
	s := squad{}
	s.leader.Equip(3)
	other := s
	other.leader.Hit()
	if s.leader.Shield() != 2 {
		t.Fatalf("leader's shield %d, want 2", s.leader.Shield())
	}
}
