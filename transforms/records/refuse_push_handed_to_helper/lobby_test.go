package lobby

import "testing"

func TestFillSeatsEveryGuest(t *testing.T) {
	hall = &lobby{}
	admit(1)
	fill()
	// The first seat got its guest; the two seats admitted during fill got none.
	if got := guests(); got != 1 {
		t.Fatalf("guests = %d, want 1", got)
	}
}
