package arena

import "testing"

func TestOnlyVeteransSpawnShielded(t *testing.T) {
	if spawn("rookie", 1).shielded() {
		t.Fatal("a rookie spawned with a shield")
	}
	if !spawn("veteran", 5).shielded() {
		t.Fatal("a veteran spawned without a shield")
	}
}
