package world

import "testing"

func TestRoomsAndLobbies(t *testing.T) {
	r := openRoom("tavern")
	if r.describe() != "tavern" {
		t.Fatal(r.describe())
	}
	r.setTopic("dragons", "ana")
	if r.describe() != "tavern: dragons" {
		t.Fatal(r.describe())
	}
	if openRoom(3) != nil {
		t.Fatal("a number opens no room")
	}
	l := openLobby(8)
	if l.headline() != "" {
		t.Fatal("banner before announce")
	}
	l.announce("gg")
	if l.headline() != "gg" {
		t.Fatal(l.headline())
	}
}
