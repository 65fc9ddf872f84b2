package world

import (
	"strings"
	"testing"
)

func TestThePortalMovesTheWorldAfterTheWalk(t *testing.T) {
	hall, cave := &zone{}, &zone{}
	hall.exit = cave
	cave.spawn("bat")
	cave.spawn("troll")
	hall.spawn("guard")
	hall.spawn("portal")
	hall.spawn("cat")
	w := &world{zone: hall}
	if got := strings.Join(w.meetAll(), " "); got != "cat portal guard" {
		t.Fatalf("met %q", got)
	}
	if w.zone != cave {
		t.Fatal("the portal did not move the world")
	}
}
