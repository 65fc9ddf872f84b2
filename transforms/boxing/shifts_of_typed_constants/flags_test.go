package flags

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "beta", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeBits    = []uint{0, 1, 31, 32, 62, 63, 64, 200}
)

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{Mask("beta", 0), "beta=1"},
		{Mask("beta", 63), "beta=-9223372036854775808"},
		{Mask("beta", 64), "beta=0"},
		{Mask32("dark", 31), "dark=80000000"},
		{Mask32("dark", 32), "dark=0"},
		{Bit("beta", 63), "beta=-9223372036854775808"},
		{Bit("beta", 64), "beta=0"},
		{Bit32("dark", 31), "dark=80000000"},
		{Bit32("dark", 32), "dark=0"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
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
		for _, b := range edgeBits {
			fmt.Fprintf(&out, "Mask(%q, %d) = %q; Mask32 = %q; Bit = %q; Bit32 = %q\n", s, b, Mask(s, b), Mask32(s, b), Bit(s, b), Bit32(s, b))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	sink      string
	benchName = "beta"
)

func BenchmarkFormatMask(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Mask(benchName, 40)
		sink = Mask32(benchName, 20)
		sink = Bit(benchName, 40)
		sink = Bit32(benchName, 20)
	}
}
