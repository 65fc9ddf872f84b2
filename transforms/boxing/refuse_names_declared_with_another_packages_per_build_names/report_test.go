package report

import "testing"

func TestLinesPrintTheirUnits(t *testing.T) {
	if got, want := Line(level(0.5), 1), "l=0.5 id=1"; got != want {
		t.Fatalf("Line = %q, want %q", got, want)
	}
	if got := Current(2); got != "c=1.5 id=2" && got != "c=big id=2" {
		t.Fatalf("Current = %q", got)
	}
}
