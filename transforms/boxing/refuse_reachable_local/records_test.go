package records

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "host-9", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64 - 1, 0, -1, 255, 256}
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return string(b)
}

// The values read before the calls are the ones written: gc reads a map literal's
// values in order, and a struct literal would read them after the calls.
func TestExactBytes(t *testing.T) {
	r := Record{Host: "host-9", Seq: 7}
	cases := []struct{ got, want string }{
		{result(ByMethod(r)), `{"host":"host-9","seq":8}`},
		{result(ByAddress(r)), `{"host":"host-9","seq":8}`},
		{result(ByClosure("edge", 3)), `{"host":"edge","seq":4}`},
		{result(ByEmbedded(Envelope{Meta: Meta{Host: "edge"}})), `{"host":"moved","seq":1}`},
		{Trace(r), "seq 8 then 8"},
		{result(BySlice(Ballot{Round: 2, Votes: [3]int{5, 6, 7}})), `{"state":["closed"],"votes":[5,6,7]}`},
		{result(Indented(r)), "{\n  \"seq\": 7\n}"},
		{Offsets(Pair{Other: 1, Count: 2}), "42 moved"},
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
			r := Record{Host: s, Seq: n}
			fmt.Fprintf(&out, "ByMethod(%q, %d) = %s\n", s, n, result(ByMethod(r)))
			fmt.Fprintf(&out, "ByAddress(%q, %d) = %s\n", s, n, result(ByAddress(r)))
			fmt.Fprintf(&out, "ByClosure(%q, %d) = %s\n", s, n, result(ByClosure(s, n)))
			fmt.Fprintf(&out, "ByEmbedded(%q, %d) = %s\n", s, n, result(ByEmbedded(Envelope{Meta{s}, n})))
			fmt.Fprintf(&out, "Trace(%q, %d) = %q\n", s, n, Trace(r))
			fmt.Fprintf(&out, "BySlice(%d) = %s\n", n, result(BySlice(Ballot{Round: n, Votes: [3]int{int(n), 1, 2}})))
			fmt.Fprintf(&out, "Indented(%d) = %s\n", n, result(Indented(r)))
			fmt.Fprintf(&out, "Offsets(%d) = %q\n", n, Offsets(Pair{Other: int(n), Count: int(n)}))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchRecord = Record{Host: "host-1", Seq: 1000}
	sinkBytes   []byte
	sink        string
)

func BenchmarkByMethod(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkBytes, _ = ByMethod(benchRecord)
	}
}

func BenchmarkTrace(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Trace(benchRecord)
	}
}
