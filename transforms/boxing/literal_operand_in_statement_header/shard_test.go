package shard

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "users", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{math.MinInt, math.MaxInt, 0, -1, 255, 256}
)

func TestExactText(t *testing.T) {
	cases := []struct{ got, want string }{
		{fmt.Sprint(Empty("", 0), Empty("a", -1)), "false false"},
		{fmt.Sprint(Find([]string{"a", "b"}, "b#0")), "1"},
		{fmt.Sprint(Find([]string{"a"}, "zz")), "-1"},
		{Route("users", 0), "primary"},
		{Route("users", math.MinInt), "replica"},
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
			fmt.Fprintf(&out, "Empty(%q, %d) = %t\n", s, n, Empty(s, n))
			fmt.Fprintf(&out, "Route(%q, %d) = %q\n", s, n, Route(s, n))
		}
		fmt.Fprintf(&out, "Find(%q) = %d\n", s, Find(edgeStrings, s+"#0"))
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchID = "users"
	sink    string
)

func BenchmarkRoute(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Route(benchID, i+1000)
	}
}
