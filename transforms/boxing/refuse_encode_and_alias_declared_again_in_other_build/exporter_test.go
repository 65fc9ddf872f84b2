package tracing

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "GET /users", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, -1, 0, 7, math.MaxInt64}
)

func export(name string, micros int64) string {
	var b strings.Builder
	err := NewExporter(&b).Export(name, micros)
	return fmt.Sprintf("%q %v", b.String(), err)
}

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func TestExactBytes(t *testing.T) {
	want := `"{\"micros\":7,\"name\":\"GET /users\"}\n" <nil>`
	if audit {
		want = `"{\"audit\":true,\"micros\":7,\"name\":\"GET /users\"}\n" <nil>`
	}
	if got := export("GET /users", 7); got != want {
		t.Fatalf("got %s, want %s", got, want)
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
			fmt.Fprintf(&out, "Export(%q, %d) = %s\n", s, n, export(s, n))
			fmt.Fprintf(&out, "SpanAttributes(%q, %d) = %s\n", s, n, result(SpanAttributes(s, int(n))))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink []byte

func BenchmarkSpanAttributes(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = SpanAttributes("checkout", 2)
	}
}
