package lobby

import "testing"

func TestBotHasNoSquad(t *testing.T) {
	if got := newBot("r2").squadSize(); got != 0 {
		t.Fatalf("squad size = %d, want 0", got)
	}
}
