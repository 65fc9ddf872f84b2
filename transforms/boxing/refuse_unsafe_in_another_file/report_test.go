package quota

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var edgeInts = []int{math.MinInt + 5, math.MaxInt - 5, 0, -1, 256}

func TestExactBytes(t *testing.T) {
	if got := Report(Pool{Window{Pending: 5}, 40}); got != "45 served, window closed" {
		t.Fatalf("got %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, pending := range edgeInts {
		for _, served := range edgeInts {
			p := Pool{Window{Pending: pending % 7}, served}
			fmt.Fprintf(&out, "Report(%d, %d) = %q\n", pending%7, served, Report(p))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkReport(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Report(Pool{Window{Pending: 5}, 40})
	}
}
