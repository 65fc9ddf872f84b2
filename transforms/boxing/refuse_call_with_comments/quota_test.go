package quota

import (
	"fmt"
	"math"
	"os"
	"reflect"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "eu-west", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
)

func describe(err error) string {
	if err == nil {
		return "<nil>"
	}
	return fmt.Sprintf("%q %s", err.Error(), reflect.TypeOf(err))
}

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{ShardKey("eu-west", 7), "eu-west-7"},
		{ShardKey("", math.MinInt), "-" + fmt.Sprint(math.MinInt)},
		{ShardKey("\xff\xfe", -1), "\xff\xfe--1"},
		{describe(Exceeded(math.MaxInt64, "acme")), `"quota 9223372036854775807 exceeded for acme" *errors.errorString`},
		{describe(Exceeded(-1, `<a href="x">&</a>`)), `"quota -1 exceeded for <a href=\"x\">&</a>" *errors.errorString`},
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
		for _, n := range edgeInts {
			fmt.Fprintf(&out, "ShardKey(%q, %d) = %q\n", s, n, ShardKey(s, int(n)))
			fmt.Fprintf(&out, "Exceeded(%d, %q) = %s\n", n, s, describe(Exceeded(n, s)))
			fmt.Fprintf(&out, "Throttled(%q, %d) = %s\n", s, n, describe(Throttled(s, n)))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchRegion = "eu-west"
	benchShard  = 1024
	benchUsed   = int64(1 << 20)
	benchTenant = "acme"
	sinkKey     string
	sinkErr     error
)

func BenchmarkShardKey(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkKey = ShardKey(benchRegion, benchShard)
	}
}

func BenchmarkExceeded(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkErr = Exceeded(benchUsed, benchTenant)
	}
}
