// Case: Rewritten, two containers in one run. A round keeps its scores as a list; its
// podium, another container, keeps the best score: a field of the same record type that
// is never linked. Once the round's list is a slice the record has no link, so the
// podium's best is a plain optional record, stored inline in the same run (a second
// run used to do it, so the rewrite was not idempotent).
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
