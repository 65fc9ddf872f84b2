package cachekey

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "api.internal", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
	edgeHashes  = []uint32{0, 255, 256, math.MaxUint32}
)

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{Endpoint("db-1.internal", 5432), "db-1.internal:5432"},
		{Endpoint("", math.MinInt64), ":-9223372036854775808"},
		{Endpoint("\xff\xfe", math.MaxInt64), "\xff\xfe:9223372036854775807"},
		{Endpoint(`<a href="x">&</a>`, -1), `<a href="x">&</a>:-1`},
		{ObjectKey("acme", "\u2028"), "acme/\u2028"},
		{RowKey(math.MinInt64), "-9223372036854775808"},
		{RowKey(256), "256"},
		{ShardName(math.MaxUint32), "ffffffff"},
		{ShardName(255), "ff"},
		{ShardName(256), "100"},
		{SpanKey("4bf92f", math.MinInt64), "4bf92f--8000000000000000"},
		{SpanKey("", -1), "--1"},
		{SpanKey("\xff\xfe", math.MaxInt64), "\xff\xfe-7fffffffffffffff"},
		{HitLabel("cache_lookup", true), "cache_lookup{hit=true}"},
		{HitLabel(`<a href="x">&</a>`, false), `<a href="x">&</a>{hit=false}`},
		{AttemptLabel("alice", 256), "alice#256"},
		{AttemptLabel("\u2028", math.MinInt64), "\u2028#-9223372036854775808"},
		{UsageLabel("acme", 255), "acme:255%"},
		{UsageLabel("", -1), ":-1%"},
		{BucketKey("eu-west-1", "avatars", 0), "eu-west-1/avatars/0"},
		{BucketKey("", "\xff\xfe", math.MaxInt64), "/\xff\xfe/9223372036854775807"},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: got %q, want %q", i, c.got, c.want)
		}
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	line := func(call, result string) { fmt.Fprintf(&out, "%s = %q\n", call, result) }
	for _, s := range edgeStrings {
		for _, n := range edgeInts {
			line(fmt.Sprintf("Endpoint(%q, %d)", s, n), Endpoint(s, int(n)))
			line(fmt.Sprintf("SpanKey(%q, %d)", s, n), SpanKey(s, n))
			line(fmt.Sprintf("AttemptLabel(%q, %d)", s, n), AttemptLabel(s, int(n)))
			line(fmt.Sprintf("UsageLabel(%q, %d)", s, n), UsageLabel(s, int(n)))
			line(fmt.Sprintf("BucketKey(%q, %q, %d)", s, s, n), BucketKey(Region(s), s, int(n)))
		}
		for _, s2 := range edgeStrings {
			line(fmt.Sprintf("ObjectKey(%q, %q)", s, s2), ObjectKey(s, s2))
		}
		line(fmt.Sprintf("HitLabel(%q, true)", s), HitLabel(s, true))
		line(fmt.Sprintf("HitLabel(%q, false)", s), HitLabel(s, false))
	}
	for _, n := range edgeInts {
		line(fmt.Sprintf("RowKey(%d)", n), RowKey(n))
	}
	for _, h := range edgeHashes {
		line(fmt.Sprintf("ShardName(%d)", h), ShardName(h))
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchHost   = "db-1.internal"
	benchPort   = 5432
	benchTenant = "acme"
	benchName   = "avatars/7f3a.png"
	benchID     = int64(918273645)
	benchHash   = uint32(0xdeadbeef)
	benchHit    = true
	benchRegion = Region("eu-west-1")
	sink        string
)

func BenchmarkFormatEndpoint(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Endpoint(benchHost, benchPort)
	}
}

func BenchmarkFormatObjectKey(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = ObjectKey(benchTenant, benchName)
	}
}

func BenchmarkFormatIDs(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = RowKey(benchID)
		sink = ShardName(benchHash)
		sink = SpanKey(benchName, benchID)
	}
}

func BenchmarkFormatLabels(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = HitLabel(benchName, benchHit)
		sink = AttemptLabel(benchTenant, benchPort)
		sink = UsageLabel(benchTenant, benchPort)
		sink = BucketKey(benchRegion, benchName, benchPort)
	}
}
