package clock

import (
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

func TestExactBytes(t *testing.T) {
	if got := Stamp("cpu", Ticks()); got != "cpu@42" {
		t.Errorf("Stamp: got %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range []string{"", "cpu", "\xff\xfe", `<a href="x">&</a>`, "\u2028"} {
		for _, n := range []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256} {
			out.WriteString(strconv.Quote(Stamp(s, n)) + "\n")
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchSample = "cpu"
	benchTick   = int64(1 << 40)
	sink        string
)

func BenchmarkStamp(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Stamp(benchSample, benchTick)
	}
}
