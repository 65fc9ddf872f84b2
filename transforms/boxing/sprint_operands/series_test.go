package series

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "latency", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
	edgeWeights = []uint16{0, 255, 256, math.MaxUint16}
)

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{SeriesKey("latency", 3), "latency3"},
		{SeriesKey("", math.MinInt64), "-9223372036854775808"},
		{SeriesKey("\xff\xfe", -1), "\xff\xfe-1"},
		{Window(60, 120, "s"), "60 120s"},
		{Window(math.MinInt64, math.MaxInt64, ""), "-9223372036854775808 9223372036854775807"},
		{Window(-1, 0, `<a href="x">&</a>`), `-1 0<a href="x">&</a>`},
		{Span(255, "..", 256), "255..256"},
		{Span(255, "", 256), "255256"},
		{Span(-1, "\u2028", 0), "-1\u20280"},
		{Count(0), "0"},
		{Count(-1), "-1"},
		{Count(math.MaxInt64), "9223372036854775807"},
		{Placement("eu-west-1a", true, 256), "eu-west-1atrue 256"},
		{Placement("", false, 0), "false 0"},
		{Placement("\u2028", true, math.MaxUint16), "\u2028true 65535"},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: got %q, want %q", i, c.got, c.want)
		}
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	line := func(call, result string) { fmt.Fprintf(&out, "%s = %q\n", call, result) }
	for _, s := range edgeStrings {
		for _, n := range edgeInts {
			line(fmt.Sprintf("SeriesKey(%q, %d)", s, n), SeriesKey(s, int(n)))
			line(fmt.Sprintf("Window(%d, %d, %q)", n, -n, s), Window(n, -n, s))
			line(fmt.Sprintf("Span(%d, %q, %d)", n, s, n+1), Span(int(n), s, int(n+1)))
		}
		for _, w := range edgeWeights {
			line(fmt.Sprintf("Placement(%q, true, %d)", s, w), Placement(Zone(s), true, w))
			line(fmt.Sprintf("Placement(%q, false, %d)", s, w), Placement(Zone(s), false, w))
		}
	}
	for _, n := range edgeInts {
		line(fmt.Sprintf("Count(%d)", n), Count(int(n)))
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchMetric  = "http_request_duration_seconds"
	benchShard   = 4096
	benchStart   = int64(1700000000)
	benchEnd     = int64(1700000060)
	benchUnit    = "s"
	benchZone    = Zone("eu-west-1a")
	benchWeight  = uint16(1000)
	benchPrimary = true
	sink         string
)

func BenchmarkFormatSeriesKey(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = SeriesKey(benchMetric, benchShard)
	}
}

func BenchmarkFormatWindow(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Window(benchStart, benchEnd, benchUnit)
	}
}

func BenchmarkFormatSpan(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Span(benchShard, benchUnit, benchShard)
	}
}

func BenchmarkFormatCount(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Count(benchShard)
	}
}

func BenchmarkFormatPlacement(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Placement(benchZone, benchPrimary, benchWeight)
	}
}
