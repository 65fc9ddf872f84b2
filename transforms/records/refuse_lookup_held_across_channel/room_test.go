package room

import "testing"

func TestJoinWhileJudging(t *testing.T) {
	r := &room{}
	r.join(1)
	ask := make(chan int)
	points := make(chan int)
	go func() {
		id := <-ask
		r.join(id + 1) // a spectator joins while the judge decides
		points <- 10
	}()
	r.award(1, ask, points)
	if got := r.score(1); got != 10 {
		t.Fatalf("score %d, want 10", got)
	}
}
