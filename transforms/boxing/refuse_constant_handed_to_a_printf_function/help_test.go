package cli

import (
	"os"
	"strings"
	"testing"
	"time"
)

var edgeTimes = []time.Time{
	time.Date(2024, 3, 9, 7, 5, 0, 0, time.UTC),
	time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC),
	time.Date(9999, 12, 31, 23, 59, 0, 0, time.UTC),
}

func TestExactBytes(t *testing.T) {
	var b strings.Builder
	Banner(&b)
	if got := b.String(); got != "== 100%!p(MISSING)ure Go ==\n" {
		t.Errorf("Banner = %q", got)
	}
	if got := Stamp(edgeTimes[0]); got != "2024-09-03 07:05" {
		t.Errorf("Stamp = %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	Banner(&out)
	for _, tm := range edgeTimes {
		out.WriteString(Stamp(tm) + "\n")
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
