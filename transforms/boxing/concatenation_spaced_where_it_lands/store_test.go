package store

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "blk-1", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{0, -1, 1, 99, 100, math.MaxInt64, math.MinInt64}
)

func TestExactBytes(t *testing.T) {
	if got := BlockPath("blk-1"); got != "/var/lib/store/blocks/blk-1" {
		t.Errorf("BlockPath = %q", got)
	}
	if got := ShardKey(41); got != "42" {
		t.Errorf("ShardKey = %q", got)
	}
	if got := Label("blk-1", 7); got != "<blk-1-7>" {
		t.Errorf("Label = %q", got)
	}
	if v, b := Split("blk-1", 7); v != "blk-1@7" || b != "blk-1" {
		t.Errorf("Split = %q, %q", v, b)
	}
	if !IsGeneration("blk-1@7", "blk-1", 7) || IsGeneration("blk-1@8", "blk-1", 7) {
		t.Errorf("IsGeneration is wrong")
	}
	if Tier("root", 0) != "meta" || Tier("root", 1) != "data" {
		t.Errorf("Tier is wrong")
	}
	if got := Checksum("a", 1); got != int('a')+int('@')+int('1') {
		t.Errorf("Checksum = %d", got)
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
			v, b := Split(s, n)
			fmt.Fprintf(&out, "%q %q %q %q %q %v %q %d\n", BlockPath(s), ShardKey(n), Label(s, n), v, b, IsGeneration(v, s, n), Tier(s, n), Checksum(s, n))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	sink  string
	ok    bool
	names = []string{"blk-1", "blk-2"}
)

func BenchmarkBlockPath(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = BlockPath(names[i%2])
	}
}

func BenchmarkShardKey(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = ShardKey(i%64 + 1000)
	}
}

func BenchmarkLabel(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Label(names[i%2], i%64+1000)
	}
}

func BenchmarkSplit(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Split(names[i%2], i%64+1000)
	}
}

func BenchmarkIsGeneration(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		ok = IsGeneration("blk-1@7", names[i%2], i%64+1000)
	}
}

func BenchmarkTier(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Tier(names[i%2], i%64+1000)
	}
}

func BenchmarkChecksum(b *testing.B) {
	b.ReportAllocs()
	n := 0
	for i := 0; i < b.N; i++ {
		n += Checksum(names[i%2], i%64+1000)
	}
	ok = n > 0
}
