package bytesconv

import "testing"

func TestString(t *testing.T) {
	if got := String([]byte("frame")); got != "frame" {
		t.Fatalf("got %q", got)
	}
}
