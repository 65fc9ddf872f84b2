package world

import (
	"strings"
	"testing"
)

func TestThePortalMovesTheViewerAfterTheWalk(t *testing.T) {
	hall, cave := &room{}, &room{}
	hall.exit = cave
	cave.spawn("bat")
	cave.spawn("troll")
	hall.spawn("guard")
	hall.spawn("portal")
	hall.spawn("cat")
	w := &world{cur: hall}
	met := meetAll(w, w)
	if got := strings.Join(met, " "); got != "cat portal guard" {
		t.Fatalf("met %q", got)
	}
	if w.cur != cave {
		t.Fatal("the portal did not move the world")
	}
}
