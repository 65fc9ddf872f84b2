package billing

import "testing"

func TestDecline(t *testing.T) {
	if got := Decline("ch_1").Error(); got != "ch_1: card declined" {
		t.Fatalf("got %q", got)
	}
	if ErrDeclined.Error() != "declined" {
		t.Fatal("kind")
	}
}
