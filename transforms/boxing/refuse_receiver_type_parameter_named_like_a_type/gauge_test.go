package metrics

import "testing"

func TestLabel(t *testing.T) {
	var g Gauge[float64]
	g.Set(1.5)
	g.Set(2.5)
	if got := g.Label("latency"); got != "latency=2" {
		t.Fatalf("label %q", got)
	}
}
