// Case: Rewritten, both fields at once. A round keeps a list of scores and, beside it,
// the best score: a field of the same record type that is never linked. Once the list is
// a slice the record has no link, and the best is a plain optional record, stored inline
// in this run (a second run used to do it, so the rewrite was not idempotent).
//
// Package leaderboard keeps a round's scores, newest first, and the best one seen.
package leaderboard

type score struct {
	player string
	points int
	next   *score
}

type round struct {
	scores *score
	best   *score
}

// record adds a score; the best keeps its own copy, so later edits of the list do not
// change it.
func (r *round) record(player string, points int) {
	r.scores = &score{player: player, points: points, next: r.scores}
	if r.best == nil || r.best.points < points {
		r.best = &score{player: player, points: points}
	}
}

func (r *round) total() int {
	sum := 0
	for s := r.scores; s != nil; s = s.next {
		sum += s.points
	}
	return sum
}

func (r *round) leader() (string, int) {
	if r.best == nil {
		return "", 0
	}
	return r.best.player, r.best.points
}

func (r *round) reset() {
	r.scores = nil
	r.best = nil
}
