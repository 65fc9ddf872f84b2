package eventlog

import (
	"fmt"
	"math"
	"os"
	"runtime"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "api", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeLevels  = []Level{math.MinInt, math.MaxInt, 0, -1, 2}
)

func TestExactBytes(t *testing.T) {
	want := "api [2]"
	if runtime.GOOS == "windows" {
		want = "api [Error]"
	}
	if got := Prefix("api", 2); got != want {
		t.Fatalf("got %q, want %q", got, want)
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
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkPrefix(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Prefix("api", 2)
	}
}
