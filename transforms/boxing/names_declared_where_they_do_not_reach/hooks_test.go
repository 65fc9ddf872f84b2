package hooks

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

func TestDescribe(t *testing.T) {
	if got := Describe(nil, "db", 5432); got != "db:5432" {
		t.Fatalf("describe %q", got)
	}
	if err := Run("sync", func([]error) {}); err == nil || err.Error() != "run sync failed" {
		t.Fatalf("run %v", err)
	}
}

// TestOutputs writes the results over edge values to $UNBOX_OUTPUTS.
func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range []string{"", "db", "\xff\xfe", `<a href="x">&</a>`, "\u2028", "100%d"} {
		for _, n := range []int{math.MinInt, math.MaxInt, 0, -1, 255} {
			fmt.Fprintf(&out, "%q %d = %q %q\n", s, n, Describe(nil, s, n), Run(s, func([]error) {}).Error())
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink error

func BenchmarkRun(b *testing.B) {
	b.ReportAllocs()
	names := []string{"sync", "flush", "compact"}
	for i := 0; i < b.N; i++ {
		sink = Run(names[i%3], func([]error) {})
	}
}
