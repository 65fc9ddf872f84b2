package game

import "testing"

func TestSavedLobbySharesItsHost(t *testing.T) {
	host("ann")
	save()
	levelUp()
	if saved.host.level != 1 {
		t.Fatalf("saved host level %d, want 1", saved.host.level)
	}
}
