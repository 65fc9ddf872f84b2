package temp

import "testing"

func TestReading(t *testing.T) {
	if got := Reading("rack1", 3); got != "rack1/sensor-3=23" {
		t.Errorf("Reading = %q", got)
	}
}
