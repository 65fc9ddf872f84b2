package audit

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "timeout", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{math.MinInt, math.MaxInt, 0, -1, 256}
)

func result(log, legacy []byte, err error) string {
	return fmt.Sprintf("%s %s %v", log, legacy, err)
}

func TestExactBytes(t *testing.T) {
	got := result(Record(Change{"timeout", "5s"}, 7))
	want := `{"change":{"Key":"timeout","Value":"5s"},"seq":7} {"k":"timeout"} <nil>`
	if got != want {
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
			fmt.Fprintf(&out, "Record(%q, %d) = %s\n", s, n, result(Record(Change{s, s}, n)))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink []byte

func BenchmarkRecord(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _, _ = Record(Change{"timeout", "5s"}, 7)
	}
}
