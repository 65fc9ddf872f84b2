package sheet

import (
	"testing"

	"example.com/game"
)

func TestName(t *testing.T) {
	var p game.Player
	p.Found("RAID")
	if Name(row{Name: "x", Members: 2}) != "x" || p.Size() != 1 {
		t.Fatal(p.Size())
	}
}
