package game

import "testing"

func TestGuild(t *testing.T) {
	p := &player{name: "ana"}
	if p.size() != 0 {
		t.Fatal("no guild yet")
	}
	p.found("RAID")
	if p.size() != 1 || banner(guild{Name: "x", Members: 2}).Members != 2 {
		t.Fatal(p.size())
	}
}
