package board

import (
	"slices"
	"testing"
)

func TestStandingsKeepBadgesWithTheirPlayers(t *testing.T) {
	l := &leaderboard{}
	l.join("ann", 10)
	l.join("bob", 30).award("mvp", 2)
	l.join("cy", 20)
	if got := l.standings(); !slices.Equal(got, []string{"bob[mvp]", "cy", "ann"}) {
		t.Fatalf("standings: %v", got)
	}
	if p := l.find("bob"); p == nil || p.badge == nil || p.badge.level != 2 {
		t.Fatal("bob's badge lost")
	}
	if p := l.find("ann"); p == nil || p.badge != nil {
		t.Fatal("ann has a badge")
	}
	if l.find("dee") != nil {
		t.Fatal("found a player who never joined")
	}
}

var sink *leaderboard

func BenchmarkAward(b *testing.B) {
	b.ReportAllocs()
	l := &leaderboard{}
	p := l.join("ann", 1)
	sink = l
	for i := 0; i < b.N; i++ {
		p.award("streak", i)
	}
}
