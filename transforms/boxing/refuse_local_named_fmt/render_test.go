package render

import (
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

func TestExactBytes(t *testing.T) {
	if got := ID("order", 1024); got != "order-1024" {
		t.Errorf("ID: got %q", got)
	}
	if got := Title("Home"); got != "Acme | Home" {
		t.Errorf("Title: got %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range []string{"", "order", "\xff\xfe", "\u2028"} {
		for _, n := range []int64{math.MinInt64, math.MaxInt64, 0, -1, 256} {
			out.WriteString(strconv.Quote(ID(s, n)) + " " + strconv.Quote(Title(s)) + "\n")
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkID(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = ID("order", 1024)
	}
}
