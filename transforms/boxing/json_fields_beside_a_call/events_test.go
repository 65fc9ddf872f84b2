package events

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
	"time"
)

var (
	edgeStrings = []string{"", "web-1", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
	edgeFloats  = []float64{0, -1.5, 1e21, 1e-7, math.MaxFloat64, math.SmallestNonzeroFloat64}
	edgeTimes   = []time.Time{time.Unix(0, 0), time.Unix(1700000000, 123456789), time.Date(2262, 4, 11, 23, 47, 16, 0, time.UTC)}
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func TestExactBytes(t *testing.T) {
	ev := Event{Host: "web-1", Metric: "latency_ms", Value: 1.5, Count: 42, At: time.Unix(1700000000, 5).UTC()}
	cases := []struct{ got, want string }{
		{result(Encode(ev)), `"{\"count\":42,\"host\":\"web-1\",\"metric\":\"latency_ms\",\"ts\":1700000000000000005,\"value\":1.5}"`},
		{Key(ev), "web-1/42/22:13"},
		{result(Encode(Event{Host: "<&>"})), `"{\"count\":0,\"host\":\"\\u003c\\u0026\\u003e\",\"metric\":\"\",\"ts\":-6795364578871345152,\"value\":0}"`},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: got %s, want %s", i, c.got, c.want)
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
			for i, f := range edgeFloats {
				at := edgeTimes[i%len(edgeTimes)]
				ev := Event{Host: s, Metric: s + "_ms", Value: f, Count: n, At: at}
				fmt.Fprintf(&out, "Encode(%q, %d, %g) = %s\n", s, n, f, result(Encode(ev)))
				fmt.Fprintf(&out, "Key(%q, %d) = %q\n", s, n, Key(ev))
			}
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchEvent = Event{Host: "web-1", Metric: "latency_ms", Value: 12.75, Count: 1234567, At: time.Unix(1700000000, 0)}
	sinkBytes  []byte
	sink       string
)

func BenchmarkEncode(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkBytes, _ = Encode(benchEvent)
	}
}

func BenchmarkKey(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Key(benchEvent)
	}
}
