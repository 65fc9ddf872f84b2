package signal

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "lowpass", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeFloats  = []float64{0, math.Copysign(0, -1), 1, -1.5, 1e21, 1e-7, math.MaxFloat64, math.SmallestNonzeroFloat64,
		math.Inf(1), math.Inf(-1), math.NaN(), 1.0 / 3}
	edgeInts = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
)

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{Key("lowpass", 1000), "lowpass@0x1.f4p+09"},
		{Key("", math.Inf(-1)), "@-Inf"},
		{Key("notch", math.NaN()), "notch@NaN"},
		{Gain(0.5), "gain=0x1p-01"},
		{Impedance(complex(50, -12.5), 60), "Z=(50-12.5i) at 60"},
		{Impedance(complex(math.NaN(), math.Inf(1)), math.Inf(-1)), "Z=(NaN+Infi) at -Inf"},
		{Impedance(complex(0, math.NaN()), 1e21), "Z=(0+NaNi) at 1e+21"},
		{Phasor(3, complex64(complex(1, 0)), 50), "ch3 (1+0i) at 50 Hz"},
		{Phase(complex(-math.MaxFloat32, -1.1754944e-38)), "phase=(-3.4028235e+38-1.1754944e-38i)"},
		{Phase(complex64(complex(math.NaN(), math.Inf(-1)))), "phase=(NaN-Infi)"},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d:\n got %q\nwant %q", i, c.got, c.want)
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
		for _, f := range edgeFloats {
			fmt.Fprintf(&out, "Key(%q, %v) = %q\n", s, f, Key(s, f))
		}
	}
	for _, f := range edgeFloats {
		fmt.Fprintf(&out, "Gain(%v) = %q\n", f, Gain(float32(f)))
		for _, g := range edgeFloats {
			fmt.Fprintf(&out, "Phase(%v, %v) = %q\n", f, g, Phase(complex64(complex(f, g))))
			fmt.Fprintf(&out, "Impedance(%v, %v) = %q\n", f, g, Impedance(complex(f, g), g-f))
			for _, n := range edgeInts {
				fmt.Fprintf(&out, "Phasor(%d, %v, %v) = %q\n", n, f, g, Phasor(int(n), complex64(complex(f, g)), float32(g)))
			}
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchFilter  = "lowpass"
	benchCutoff  = 1234.5678
	benchGain    = float32(0.707)
	benchZ       = complex(50, -12.5)
	benchChannel = 1024
	benchPhasor  = complex64(complex(0.5, 0.866))
	benchHz      = 50.0
	sink         string
)

func BenchmarkKey(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Key(benchFilter, benchCutoff)
	}
}

func BenchmarkGain(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Gain(benchGain)
	}
}

func BenchmarkImpedance(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Impedance(benchZ, benchHz)
	}
}

func BenchmarkPhasor(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Phasor(benchChannel, benchPhasor, float32(benchHz))
	}
}

func BenchmarkPhase(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Phase(benchPhasor)
	}
}
