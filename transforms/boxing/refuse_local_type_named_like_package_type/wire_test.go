package logwire

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "audit", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{math.MinInt, math.MaxInt, 0, -1, 2}
)

func TestExactBytes(t *testing.T) {
	if got := WireLevel("audit", 2); got != "audit:2" {
		t.Errorf("WireLevel = %q", got)
	}
	if got := Named("audit", 2); got != "audit:ERROR" {
		t.Errorf("Named = %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range edgeStrings {
		for _, n := range edgeInts {
			fmt.Fprintf(&out, "%q %d: %q %q\n", s, n, WireLevel(s, n), Named(s, Level(n)))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkFormatWireLevel(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WireLevel("audit", i)
	}
}
