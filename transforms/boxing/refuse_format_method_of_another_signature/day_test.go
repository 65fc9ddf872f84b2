package day

import "testing"

func TestKey(t *testing.T) {
	if got := Key("events", 20000); got != "events/day=20000" {
		t.Errorf("Key = %q", got)
	}
}
