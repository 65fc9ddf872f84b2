package trace

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "fetch", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{math.MinInt, math.MaxInt, 0, -1, 256}
)

func text(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

func TestExactBytes(t *testing.T) {
	if got := text(Span("fetch", 3, func() bool { return false })); got != "fetch/3 failed" {
		t.Fatalf("got %q", got)
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
			fmt.Fprintf(&out, "Span(%q, %d) = %q\n", s, n, text(Span(s, n, func() bool { return n > 0 })))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink error

func BenchmarkSpan(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Span("fetch", 3, func() bool { return false })
	}
}
