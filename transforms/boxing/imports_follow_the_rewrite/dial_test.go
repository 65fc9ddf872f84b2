package dial

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "api", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{math.MinInt, math.MaxInt, 0, -1, 255, 256}
)

func TestExactBytes(t *testing.T) {
	if got := Addr("db.internal", 5432); got != "db.internal:5432" {
		t.Errorf("Addr = %q", got)
	}
	if got := Addr("\xff", math.MinInt64); got != "\xff:-9223372036854775808" {
		t.Errorf("Addr = %q", got)
	}
	if got := Route("billing.Invoices", "Create"); got != "/billing.Invoices/Create" {
		t.Errorf("Route = %q", got)
	}
	if got := Route("", "<&>"); got != "//<&>" {
		t.Errorf("Route = %q", got)
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
			fmt.Fprintf(&out, "Addr(%q, %d) = %q\n", s, n, Addr(s, n))
		}
		for _, m := range edgeStrings {
			fmt.Fprintf(&out, "Route(%q, %q) = %q\n", s, m, Route(s, m))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchHost    = "db.internal"
	benchPort    = 54321
	benchService = "billing.Invoices"
	benchMethod  = "Create"
	sink         string
)

func BenchmarkFormatAddr(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Addr(benchHost, benchPort)
	}
}

func BenchmarkFormatRoute(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Route(benchService, benchMethod)
	}
}
