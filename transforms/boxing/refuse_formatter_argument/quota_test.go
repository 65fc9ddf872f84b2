package quota

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "acme", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeSizes   = []Bytes{math.MinInt64, math.MaxInt64, 0, -1, 255, 256, 1536}
)

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{Usage("acme", 1536), "acme used 1.5 KiB"},
		{Usage("", 0), " used 0 B"},
		{Usage("\xff\xfe", -1), "\xff\xfe used -1 B"},
		{Usage(`<a href="x">&</a>`, 256), `<a href="x">&</a> used 256 B`},
		{Usage("\u2028", math.MaxInt64), "\u2028 used 9007199254740992.0 KiB"},
		{Headroom("avatars", 255, math.MinInt64), "avatars: 255 B of -9007199254740992.0 KiB left"},
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
		for _, n := range edgeSizes {
			fmt.Fprintf(&out, "Usage(%q, %d) = %q\n", s, int64(n), Usage(s, n))
			fmt.Fprintf(&out, "Headroom(%q, %d, %d) = %q\n", s, int64(n), int64(-n), Headroom(s, n, -n))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchTenant = "acme"
	benchUsed   = Bytes(5 << 20)
	benchLimit  = Bytes(10 << 20)
	sink        string
)

func BenchmarkFormatUsage(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Usage(benchTenant, benchUsed)
	}
}

func BenchmarkFormatHeadroom(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Headroom(benchTenant, benchUsed, benchLimit)
	}
}
