package dial

import (
	"errors"
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
	if got := PoolKey("db.internal:5432", 3); got != "db.internal:5432#3" {
		t.Errorf("PoolKey = %q", got)
	}
	if got, err := ShardName("orders", 12); got != "orders-12" || err != nil {
		t.Errorf("ShardName = %q, %v", got, err)
	}
	if _, err := ShardName("orders", -1); !errors.Is(err, errNoShard) {
		t.Errorf("ShardName(-1) err = %v", err)
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
			fmt.Fprintf(&out, "PoolKey(%q, %d) = %q\n", s, n, PoolKey(s, n))
			name, err := ShardName(s, int64(n))
			fmt.Fprintf(&out, "ShardName(%q, %d) = %q, %v\n", s, n, name, err)
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
	benchShard   = 37
	sink         string
	sinkErr      error
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

func BenchmarkFormatPoolKey(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = PoolKey(benchHost, benchShard)
	}
}

func BenchmarkFormatShardName(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, sinkErr = ShardName(benchService, int64(benchPort))
	}
}
