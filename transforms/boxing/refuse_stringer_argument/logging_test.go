package logging

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "billing", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeLevels  = []Level{math.MinInt64, math.MaxInt64, 0, -1, 2, 255, 256}
)

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{Prefix("billing", Warn), "billing [WARN]"},
		{Prefix("", Debug), " [DEBUG]"},
		{Prefix("\xff\xfe", -1), "\xff\xfe [Level(-1)]"},
		{Prefix(`<a href="x">&</a>`, math.MinInt64), `<a href="x">&</a> [Level(-9223372036854775808)]`},
		{Prefix("\u2028", 256), "\u2028 [Level(256)]"},
		{LevelTag("billing", Warn), "billing lvl=5741524e"},
		{LevelTag("", 255), " lvl=4c6576656c2832353529"},
		{LevelTag("\u2028", Error), "\u2028 lvl=4552524f52"},
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
		for _, l := range edgeLevels {
			fmt.Fprintf(&out, "Prefix(%q, %d) = %q\n", s, int(l), Prefix(s, l))
			fmt.Fprintf(&out, "LevelTag(%q, %d) = %q\n", s, int(l), LevelTag(s, l))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchService = "billing"
	benchLevel   = Level(300)
	sink         string
)

func BenchmarkFormatPrefix(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Prefix(benchService, benchLevel)
	}
}

func BenchmarkFormatLevelTag(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = LevelTag(benchService, benchLevel)
	}
}
