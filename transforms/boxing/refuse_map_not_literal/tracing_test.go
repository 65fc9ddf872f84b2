package tracing

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "GET /cart", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func link(trace string, span uint64) string {
	b, n, err := Link(trace, span)
	return fmt.Sprintf("%s %d", result(b, err), n)
}

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{result(Span("GET /cart", 1500, true)), `"{\"duration_us\":1500,\"name\":\"GET /cart\",\"sampled\":true}"`},
		{result(Span("", -1, false)), `"{\"duration_us\":-1,\"name\":\"\"}"`},
		{result(Encode(map[string]any{"b": 1, "a": "<"})), `"{\"a\":\"\\u003c\",\"b\":1}"`},
		{link("4bf92f35", math.MaxUint64), `"{\"span_id\":18446744073709551615,\"trace_id\":\"4bf92f35\"}" 2`},
		{result(Defaults()), `"{\"service\":\"checkout\",\"version\":3}"`},
		{result(Event("retry", 7)), `"{\"at_us\":7,\"event\":\"retry\"}"`},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d:\n got %s\nwant %s", i, c.got, c.want)
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
			fmt.Fprintf(&out, "Span(%q, %d) = %s\n", s, n, result(Span(s, n, n > 0)))
			fmt.Fprintf(&out, "Link(%q, %d) = %s\n", s, n, link(s, uint64(n)))
		}
	}
	fmt.Fprintf(&out, "Defaults() = %s\n", result(Defaults()))
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink []byte

func BenchmarkSpan(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Span("GET /cart", 1500, true)
	}
}
