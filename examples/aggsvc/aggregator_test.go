package aggsvc

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"testing"
	"time"
)

func events(n int) []Event {
	out := make([]Event, n)
	for i := range out {
		out[i] = Event{
			Host:    "web-" + string(rune('a'+i%26)),
			Metric:  "latency_ms",
			Value:   float64(i) * 1.5,
			Count:   int64(1000 + i),
			At:      time.Unix(1700000000, int64(i)),
			Sampled: i%2 == 0,
		}
	}
	return out
}

func TestBatchIsValidJSON(t *testing.T) {
	var buf bytes.Buffer
	a := New(&buf, false)
	if _, err := a.Batch(events(3)); err != nil {
		t.Fatal(err)
	}
	var rows []json.RawMessage
	if err := json.Unmarshal(buf.Bytes(), &rows); err != nil {
		t.Fatalf("%v: %s", err, buf.Bytes())
	}
	if len(rows) != 6 {
		t.Fatalf("%d rows", len(rows))
	}
	if a.Seen() != "3" || a.Summary() != "series=3 seen=3" || len(a.Limits()) != 4 {
		t.Fatal(a.Seen(), a.Summary())
	}
}

func TestEncodeExactBytes(t *testing.T) {
	a := New(io.Discard, false)
	ev := Event{Host: "web-1", Metric: "<p99>", Value: 12.5, Count: 3, At: time.Unix(1700000000, 7), Sampled: true}
	got, err := a.encode(ev)
	want := `{"count":3,"host":"web-1","metric":"\u003cp99\u003e","sampled":true,"ts":1700000000000000007,"value":12.5}`
	if err != nil || string(got) != want {
		t.Fatalf("got %s (%v), want %s", got, err, want)
	}
}

// TestOutputs writes what encode makes of edge values to $UNBOX_OUTPUTS, for comparing
// the code before and after a rewrite byte for byte.
func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	a := New(io.Discard, false)
	var out strings.Builder
	for _, s := range []string{"", "web-1", "\xff\xfe", `<a href="x">&</a>`, "\u2028"} {
		for _, n := range []int64{math.MinInt64, math.MaxInt64, 0, -1, 255} {
			for _, f := range []float64{0, -1.5, 1e21, 1e-7, math.MaxFloat64} {
				ev := Event{Host: s, Metric: s, Value: f, Count: n, At: time.Unix(0, n), Sampled: n%2 == 0}
				b, err := a.encode(ev)
				fmt.Fprintf(&out, "encode(%q, %d, %g) = %q %v\n", s, n, f, b, err)
			}
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkBatch(b *testing.B) {
	a := New(io.Discard, false)
	batch := events(64)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := a.Batch(batch); err != nil {
			b.Fatal(err)
		}
	}
}
