package limiter

import (
	"testing"
	"time"
)

func TestShardsGoRoundRobinAcrossLimiters(t *testing.T) {
	shards := WithShards(3)
	var got []int
	for range 4 {
		got = append(got, New(shards).cfg.shard)
	}
	if got[0] != 1 || got[1] != 2 || got[2] != 0 || got[3] != 1 {
		t.Fatalf("shards %v", got)
	}
}

func TestBurstAndWindow(t *testing.T) {
	l := New(WithWindow(time.Second), WithBurst(10))
	if l.cfg.window != time.Second || l.cfg.burst != 10 {
		t.Fatalf("config %+v", l.cfg)
	}
}

var sink Option

func BenchmarkWithWindow(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithWindow(time.Duration(i+1000) * time.Millisecond)
	}
}
