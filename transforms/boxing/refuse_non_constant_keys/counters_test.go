package counters

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "http.", "unit", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
	edgeFloats  = []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 1e21, 1e-7, 0.1,
		math.MaxFloat64, math.SmallestNonzeroFloat64}
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{result(EncodeCounter("http.", 256, 12.5)), `"{\"http.count\":256,\"http.latency_ms\":12.5}"`},
		{result(EncodeCounter("", math.MinInt64, 1e21)), `"{\"count\":-9223372036854775808,\"latency_ms\":1e+21}"`},
		{result(EncodeCounter(`<a href="x">&</a>`, -1, 1e-7)),
			`"{\"\\u003ca href=\\\"x\\\"\\u003e\\u0026\\u003c/a\\u003ecount\":-1,\"\\u003ca href=\\\"x\\\"\\u003e\\u0026\\u003c/a\\u003elatency_ms\":1e-7}"`},
		{result(EncodeCounter("x", 0, math.NaN())), `"" error "json: unsupported value: NaN"`},
		{result(EncodeGauge("queue_depth", 255, "items")), `"{\"queue_depth\":255,\"unit\":\"items\"}"`},
		{result(EncodeGauge("unit", 0.1, "ms")), `"{\"unit\":\"ms\"}"`},
		{result(EncodeGauge("\u2028", math.MaxFloat64, "\xff\xfe")), `"{\"unit\":\"\\ufffd\\ufffd\",\"\\u2028\":1.7976931348623157e+308}"`},
		{result(EncodeGauge("", math.Inf(1), "")), `"" error "json: unsupported value: +Inf"`},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d:\n got %s\nwant %s", i, c.got, c.want)
		}
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range edgeStrings {
		for i, f := range edgeFloats {
			n := edgeInts[i%len(edgeInts)]
			fmt.Fprintf(&out, "EncodeCounter(%q, %d, %#x) = %s\n", s, n, math.Float64bits(f), result(EncodeCounter(s, n, f)))
			fmt.Fprintf(&out, "EncodeGauge(%q, %#x, %q) = %s\n", s, math.Float64bits(f), s, result(EncodeGauge(s, f, s)))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchPrefix  = "http."
	benchCount   = int64(4096)
	benchLatency = 12.5
	benchUnit    = "ms"
	sink         []byte
)

func BenchmarkMarshalCounter(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = EncodeCounter(benchPrefix, benchCount, benchLatency)
	}
}

func BenchmarkMarshalGauge(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = EncodeGauge(benchPrefix, benchLatency, benchUnit)
	}
}
