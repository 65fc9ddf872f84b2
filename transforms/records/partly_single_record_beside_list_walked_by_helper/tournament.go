// Case: partly rewritten. As in list_and_single_record_in_two_containers, the podium's
// best score could be stored inline only because the round's list becomes a slice and
// takes the link off the record; but a helper walks any chain of scores through that
// link, so the list is refused (link_used_elsewhere), and the podium's best with it:
// alone, it would delete the link the helper still reads. The round's podium, which
// stayed a pointer only beside the podium's rewrite, is then judged on its own: Rewritten
// inline, one heap object fewer per round.
//
// Package tournament keeps the scores of a round, newest first, and its podium.
package tournament

type score struct {
	player string
	points int
	next   *score
}

type podium struct {
	best *score
}

type round struct {
	scores *score
	podium *podium
}

func newRound() *round {
	return &round{podium: &podium{}}
}

// record adds a score; the podium keeps its own copy of the best one.
func (r *round) record(player string, points int) {
	r.scores = &score{player: player, points: points, next: r.scores}
	r.podium.offer(player, points)
}

func (p *podium) offer(player string, points int) {
	if p.best == nil || p.best.points < points {
		p.best = &score{player: player, points: points}
	}
}

func (p *podium) leader() (string, int) {
	if p.best == nil {
		return "", 0
	}
	return p.best.player, p.best.points
}

func (r *round) total() int {
	sum := 0
	for s := r.scores; s != nil; s = s.next {
		sum += s.points
	}
	return sum
}

// length counts the scores of a chain, wherever it starts.
func length(s *score) int {
	n := 0
	for ; s != nil; s = s.next {
		n++
	}
	return n
}
