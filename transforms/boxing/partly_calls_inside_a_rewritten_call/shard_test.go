package shard

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "orders", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{math.MinInt, math.MaxInt, 0, -1, 256}
)

func TestExactBytes(t *testing.T) {
	if got := ShardKey("orders", 3, "eu"); got != "orders-3/eu" {
		t.Errorf("ShardKey = %q", got)
	}
	if got := Unavailable("db1", 5432, 3).Error(); got != "shard at db1:5432 unavailable after 3 replicas" {
		t.Errorf("Unavailable = %q", got)
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
			fmt.Fprintf(&out, "ShardKey(%q, %d) = %q\n", s, n, ShardKey(s, n, s))
			fmt.Fprintf(&out, "Unavailable(%q, %d) = %q\n", s, n, Unavailable(s, n, n).Error())
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	sinkKey string
	sinkErr error
)

func BenchmarkFormatShardKey(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkKey = ShardKey("orders", i, "eu")
	}
}

func BenchmarkFormatUnavailable(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkErr = Unavailable("db1", 5432, i)
	}
}
