package report

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "eu", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
	edgeFloats  = []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 1e21, 1e-7, 0.1, 0.125,
		math.MaxFloat64, math.SmallestNonzeroFloat64}
)

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{OrderNumber("eu", 42), "eu-00042"},
		{OrderNumber("", -1), "--0001"},
		{OrderNumber("\xff\xfe", math.MinInt64), "\xff\xfe--9223372036854775808"},
		{UserColumn("alice", 256), "alice     |256"},
		{UserColumn("\u2028", 0), "\u2028         |0"},
		{UserColumn(`<a href="x">&</a>`, -1), `<a href="x">&</a>|-1`},
		{HostField("\xff\xfe", 255), `host="\xff\xfe" port=255`},
		{HostField("\u2028", 8080), `host="\u2028" port=8080`},
		{HostField(`<a href="x">&</a>`, math.MaxInt64), `host="<a href=\"x\">&</a>" port=9223372036854775807`},
		{ErrorRate("api", 0.125), "api 0.12%"},
		{ErrorRate("api", math.NaN()), "api NaN%"},
		{ErrorRate("", math.Inf(1)), " +Inf%"},
		{ErrorRate("", 1e21), " 1000000000000000000000.00%"},
		{ErrorRate("", math.Copysign(0, -1)), " -0.00%"},
		{DebugPair("retries", 256), "retries=256"},
		{DebugPair("", math.MinInt64), "=-9223372036854775808"},
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
	for _, s := range edgeStrings {
		for _, n := range edgeInts {
			line(fmt.Sprintf("OrderNumber(%q, %d)", s, n), OrderNumber(s, int(n)))
			line(fmt.Sprintf("UserColumn(%q, %d)", s, n), UserColumn(s, int(n)))
			line(fmt.Sprintf("HostField(%q, %d)", s, n), HostField(s, int(n)))
			line(fmt.Sprintf("DebugPair(%q, %d)", s, n), DebugPair(s, n))
		}
		for _, f := range edgeFloats {
			line(fmt.Sprintf("ErrorRate(%q, %#x)", s, math.Float64bits(f)), ErrorRate(s, f))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchRegion = "eu-west-1"
	benchID     = 918273
	benchRate   = 0.0375
	sink        string
)

func BenchmarkFormatOrderNumber(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = OrderNumber(benchRegion, benchID)
	}
}

func BenchmarkFormatColumns(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = UserColumn(benchRegion, benchID)
		sink = HostField(benchRegion, benchID)
		sink = ErrorRate(benchRegion, benchRate)
		sink = DebugPair(benchRegion, int64(benchID))
	}
}
