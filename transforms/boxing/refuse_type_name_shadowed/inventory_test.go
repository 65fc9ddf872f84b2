package inventory

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "sku-1", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{math.MinInt, math.MaxInt, 0, -1, 256}
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return string(b)
}

func TestExactBytes(t *testing.T) {
	got := result(Report("sku-1", 3))
	want := `{"free":47,"holding":{"SKU":"sku-1","Quantity":50}}`
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
			fmt.Fprintf(&out, "Report(%q, %d) = %s\n", s, n, result(Report(s, n)))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink []byte

func BenchmarkReport(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Report("sku-1", 3)
	}
}
