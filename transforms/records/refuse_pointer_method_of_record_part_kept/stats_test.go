package latency

import "testing"

func TestTheOldPeriodStaysOld(t *testing.T) {
	s := &server{name: "api"}
	s.stats = &stats{}
	s.stats.lat.observe(2)
	h := s.observeAndReset(10)
	s.observeAndReset(1000)
	if h.n != 2 || h.sum != 12 {
		t.Fatalf("server: %d %d", h.n, h.sum)
	}
	sh := &shard{id: 3}
	sh.observeAndReset(2)
	g := sh.observeAndReset(7)
	sh.observeAndReset(500)
	if g.n != 1 || g.sum != 7 {
		t.Fatalf("shard: %d %d", g.n, g.sum)
	}
}
