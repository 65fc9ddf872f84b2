package labels

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "eu", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 2, 255, 256}
	edgeRegions = []Region{-1, 0, East, West, 3}
)

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{Label("eu", West), "eu/west"},
		{Label("eu", Region(9)), "eu/region-9"},
		{Label("", int64(math.MinInt64)), "/-9223372036854775808"},
		{Label("\xff\xfe", uint32(math.MaxUint32)), "\xff\xfe/4294967295"},
		{Label(`<a href="x">&</a>`, -1), `<a href="x">&</a>/-1`},
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
	for _, s := range edgeStrings {
		for _, n := range edgeInts {
			fmt.Fprintf(&out, "Label(%q, int64(%d)) = %q\n", s, n, Label(s, n))
		}
		for _, r := range edgeRegions {
			fmt.Fprintf(&out, "Label(%q, Region(%d)) = %q\n", s, int(r), Label(s, r))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchPrefix = "eu"
	benchShard  = int64(300)
	sink        string
)

func BenchmarkLabel(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Label(benchPrefix, benchShard)
	}
}
