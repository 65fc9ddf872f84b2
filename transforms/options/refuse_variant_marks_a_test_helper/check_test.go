package check

import (
	"strings"
	"testing"
)

// recorder keeps where each failure was reported.
type recorder struct {
	testing.TB
	lines []string
}

func (r *recorder) Errorf(format string, args ...any) {
	r.Helper()
	r.lines = append(r.lines, format)
}

func TestReportsPass(t *testing.T) {
	That(t, 4, InRange(0, 5), Even())
}

func TestFailureNamesTheCaller(t *testing.T) {
	r := &recorder{TB: t}
	That(r, 7, InRange(0, 5))
	if len(r.lines) != 1 || !strings.Contains(r.lines[0], "outside") {
		t.Fatalf("failures %q", r.lines)
	}
}
