package scores

import "testing"

func TestNewSeasonDuringFlushKeepsItsKills(t *testing.T) {
	p := &player{name: "ana", stats: &stats{kills: 3}}
	board := make(chan int)
	ack := make(chan struct{})
	go func() {
		<-board
		p.newSeason(7)
		ack <- struct{}{}
	}()
	p.flush(board, ack)
	if got := p.kills(); got != 7 {
		t.Fatalf("kills %d after the new season, want 7", got)
	}
}
