package billing

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "acme", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeTiers   = []Tier{math.MinInt, math.MaxInt, 0, -1, 1}
)

func TestExactBytes(t *testing.T) {
	want := "acme/tier/1"
	if named {
		want = "acme/tier/pro"
	}
	if got := Path("acme", 1); got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range edgeStrings {
		for _, tier := range edgeTiers {
			fmt.Fprintf(&out, "Path(%q, %d) = %q\n", s, int(tier), Path(s, tier))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkPath(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Path("acme", 1)
	}
}
