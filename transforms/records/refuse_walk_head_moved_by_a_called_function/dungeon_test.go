package dungeon

import (
	"slices"
	"testing"
)

func TestFightFinishesTheRoomItStartedIn(t *testing.T) {
	cave := &room{title: "cave"}
	hall := &room{title: "hall", exit: cave}
	cave.spawn("bat", 8)
	cave.spawn("rat", 3)
	hall.spawn("orc", 20)
	hall.spawn("imp", 4)
	hall.spawn("elf", 30)
	hall.spawn("dog", 12)
	here = hall
	got := fight()
	if want := []string{"dog:7", "elf:25", "imp:-1", "orc:15"}; !slices.Equal(got, want) {
		t.Fatalf("log = %v, want %v", got, want)
	}
	if here.title != "cave" {
		t.Fatalf("party in %s", here.title)
	}
}
