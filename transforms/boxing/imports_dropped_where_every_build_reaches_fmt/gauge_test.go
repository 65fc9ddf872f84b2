package gauge

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

func TestExactBytes(t *testing.T) {
	if got := Sample("disk", 60, 0.5); got != "disk-p60=  0.50" {
		t.Errorf("Sample = %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, kind := range []string{"", "load", "\xff\xfe", "<a>&", "\u2028"} {
		for _, period := range []int{math.MinInt64, math.MaxInt64, 0, -1, 15} {
			fmt.Fprintf(&out, "Name(%q, %d) = %q\n", kind, period, Name(kind, period))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkName(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if Name("load", 1000+i%9) == "" {
			b.Fatal("empty")
		}
	}
}
