package client

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "1.2.3", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{math.MinInt, math.MaxInt, 0, -1, 255, 256}
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func TestExactBytes(t *testing.T) {
	if got := UserAgent("1.2", 7); got != "client/1.2 (build 7)" {
		t.Errorf("UserAgent = %q", got)
	}
	if got := Debug("GET", 2); got != "GET attempt=2" {
		t.Errorf("Debug = %q", got)
	}
	b, err := Hello("<1.2>", -1, true)
	if err != nil || string(b) != `{"build":-1,"compress":true,"version":"\u003c1.2\u003e"}` {
		t.Errorf("Hello = %s, %v", b, err)
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
			for _, c := range []bool{false, true} {
				fmt.Fprintf(&out, "Hello(%q, %d, %t) = %s\n", s, n, c, result(Hello(s, n, c)))
			}
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchVersion = "1.2.3"
	benchBuild   = 4711
	sink         []byte
	sinkErr      error
)

func BenchmarkEncodeHello(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, sinkErr = Hello(benchVersion, benchBuild, true)
	}
}
