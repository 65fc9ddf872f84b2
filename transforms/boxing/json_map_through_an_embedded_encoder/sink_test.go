package sink

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "GET", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{math.MinInt64, math.MaxInt64, 0, -1, 200, 503}
	edgeFloats  = []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 1e21, 1e-7, 0.1}
)

func record(service, method string, status int, ms float64) string {
	var out strings.Builder
	err := NewAuditSink(&out, service).Record(method, status, ms)
	return fmt.Sprintf("%q %v", out.String(), err)
}

func TestExactBytes(t *testing.T) {
	got := record("<api>", "GET", 200, 12.5)
	want := `"{\n  \"method\": \"GET\",\n  \"ms\": 12.5,\n  \"service\": \"<api>\",\n  \"status\": 200\n}\n" <nil>`
	if got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
	var out strings.Builder
	l := &lineSink{Encoder: json.NewEncoder(&out)}
	if err := l.Note("<b>"); err != nil || l.lines != 1 || out.String() != "{\"note\":\"\\u003cb\\u003e\"}\n" {
		t.Errorf("Note: %q %d %v", out.String(), l.lines, err)
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
			for _, f := range edgeFloats {
				fmt.Fprintf(&out, "Record(%q, %d, %#x) = %s\n", s, n, math.Float64bits(f), record(s, s, n, f))
			}
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkEncodeRecord(b *testing.B) {
	b.ReportAllocs()
	s := NewAuditSink(io.Discard, "checkout")
	for i := 0; i < b.N; i++ {
		if err := s.Record("POST", 201, 3.25); err != nil {
			b.Fatal(err)
		}
	}
}
