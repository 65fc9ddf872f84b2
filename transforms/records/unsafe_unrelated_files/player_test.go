package save

import "testing"

func TestPlayer(t *testing.T) {
	p := newPlayer(1, "ada")
	p.give(7)
	p.give(8)
	if p.count() != 2 || p.name() != "ada" {
		t.Fatalf("count %d, name %q", p.count(), p.name())
	}
	if view([]byte("ok")) != "ok" {
		t.Fatal("view")
	}
	if (&player{}).name() != "" {
		t.Fatal("a player without a profile has a name")
	}
}
