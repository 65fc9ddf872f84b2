package dial

import "testing"

func TestDial(t *testing.T) {
	if got := Dial(WithRetries(2)); got != " x2" {
		t.Fatalf("Dial = %q", got)
	}
}
