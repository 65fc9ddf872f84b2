package lobby

import "testing"

func TestEndRecordsTheWinner(t *testing.T) {
	l := &lobby{}
	l.open(7)
	l.current.end("ann")
	if l.playing() || len(l.history) != 1 || l.history[0] != "7:ann" {
		t.Fatalf("playing %v, history %q", l.playing(), l.history)
	}
}
