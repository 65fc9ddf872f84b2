package dial

import "testing"

func TestPresets(t *testing.T) {
	if got := Dial(Presets[1].Value); got != "proxy:3128" {
		t.Fatalf("Dial = %q", got)
	}
	if got := Dial(WithRetries(2)); got != "" {
		t.Fatalf("Dial = %q", got)
	}
}
