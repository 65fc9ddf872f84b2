package lobby

import "testing"

func TestReloadReportsTheCapacityBefore(t *testing.T) {
	l := &lobby{}
	l.watchReloads()
	l.setRules(4)
	if got := l.reload(); got != 4 {
		t.Fatalf("capacity before the reload = %d, want 4", got)
	}
	if got := l.rules.maxPlayers; got != 8 {
		t.Fatalf("capacity after the reload = %d, want 8", got)
	}
}
