package rooms

import "testing"

func TestBusiestFirst(t *testing.T) {
	quiet, busy := &room{name: "quiet"}, &room{name: "busy"}
	busy.join(1)
	busy.join(2)
	quiet.join(3)
	rooms := []*room{quiet, busy}
	busiestFirst(rooms)
	if rooms[0].name != "busy" || rooms[0].size() != 2 {
		t.Fatalf("first room %q with %d members", rooms[0].name, rooms[0].size())
	}
}
