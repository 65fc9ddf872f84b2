package cache

import "testing"

func TestHitRateCountsFromTheFirstHit(t *testing.T) {
	s := &shard{name: "a", items: map[string][]byte{"k": []byte("v")}}
	s.get("x")
	if s.hitRate() != 0 {
		t.Fatal("a miss before any hit made stats")
	}
	s.get("k")
	s.get("k")
	s.get("x")
	if got := s.hitRate(); got != 2.0/3.0 {
		t.Fatalf("hit rate = %v, want 2/3", got)
	}
}

func TestRestoredStatsCountOn(t *testing.T) {
	s := &shard{name: "b", items: map[string][]byte{}}
	s.restore(3)
	s.get("x")
	if got := s.hitRate(); got != 0.75 {
		t.Fatalf("hit rate = %v, want 3/4", got)
	}
}

var sink *shard

func BenchmarkFirstHit(b *testing.B) {
	b.ReportAllocs()
	items := map[string][]byte{"k": []byte("v")}
	for i := 0; i < b.N; i++ {
		s := &shard{name: "a", items: items}
		s.get("k")
		sink = s
	}
}
