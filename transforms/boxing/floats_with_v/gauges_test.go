package gauges

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "cpu", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeFloats  = []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 0, 1e21, 1e20,
		1e-7, 1e-4, 0.1, 100000, 1e6, 123456789, math.MaxFloat64, math.SmallestNonzeroFloat64,
		math.MinInt64, math.MaxUint64, -1, 255, 256}
	edgeFloat32s = []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)),
		float32(math.Copysign(0, -1)), 1e21, 1e-7, 0.1, 16777217, math.MaxFloat32, math.SmallestNonzeroFloat32}
)

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{Sample(math.NaN()), "NaN"},
		{Sample(math.Inf(1)), "+Inf"},
		{Sample(math.Inf(-1)), "-Inf"},
		{Sample(math.Copysign(0, -1)), "-0"},
		{Sample(1e21), "1e+21"},
		{Sample(1e20), "1e+20"},
		{Sample(123456789), "1.23456789e+08"},
		{Sample(100000), "100000"},
		{Sample(1e-7), "1e-07"},
		{Sample(1e-4), "0.0001"},
		{Sample(0.1), "0.1"},
		{Sample(math.MaxFloat64), "1.7976931348623157e+308"},
		{Sample(math.SmallestNonzeroFloat64), "5e-324"},
		{Sample(math.MaxUint64), "1.8446744073709552e+19"},
		{Reading("", 256), "=256"},
		{Reading(`<a href="x">&</a>`, -1), `<a href="x">&</a>=-1`},
		{Reading("\xff\xfe", math.NaN()), "\xff\xfe=NaN"},
		{Ratio(0.1), "0.1"},
		{Ratio(1e21), "1e+21"},
		{Ratio(1e-7), "1e-07"},
		{Ratio(16777217), "1.6777216e+07"},
		{Ratio(math.MaxFloat32), "3.4028235e+38"},
		{Ratio(math.SmallestNonzeroFloat32), "1e-45"},
		{Ratio(float32(math.Inf(-1))), "-Inf"},
		{Ratio(float32(math.Copysign(0, -1))), "-0"},
		{Temperature("\u2028", -273.15), "\u2028:-273.15"},
		{Temperature("probe-1", Celsius(math.Inf(1))), "probe-1:+Inf"},
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
	for _, f := range edgeFloats {
		bits := math.Float64bits(f)
		line(fmt.Sprintf("Sample(bits %#x)", bits), Sample(f))
		for _, s := range edgeStrings {
			line(fmt.Sprintf("Reading(%q, bits %#x)", s, bits), Reading(s, f))
			line(fmt.Sprintf("Temperature(%q, bits %#x)", s, bits), Temperature(s, Celsius(f)))
		}
	}
	for _, f := range edgeFloat32s {
		line(fmt.Sprintf("Ratio(bits %#x)", math.Float32bits(f)), Ratio(f))
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchValue = 1234.5678
	benchRatio = float32(0.875)
	benchName  = "node_cpu_seconds_total"
	benchTemp  = Celsius(21.5)
	sink       string
)

func BenchmarkFormatSample(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Sample(benchValue)
	}
}

func BenchmarkFormatReading(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Reading(benchName, benchValue)
	}
}

func BenchmarkFormatRatio(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Ratio(benchRatio)
	}
}

func BenchmarkFormatTemperature(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Temperature(benchName, benchTemp)
	}
}
