package health

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "db", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{math.MinInt, math.MaxInt, 0, -1, 503}
)

func text(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

func TestExactBytes(t *testing.T) {
	if got := text(Check("db", 503)); got != "db unhealthy: status 503" {
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
			fmt.Fprintf(&out, "Check(%q, %d) = %q\n", s, n, text(Check(s, n)))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink error

func BenchmarkCheck(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Check("db", 503)
	}
}
