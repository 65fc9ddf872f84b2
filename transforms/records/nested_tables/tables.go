// The tables of one player: an optional badge and a list of scores pushed at the front.
package tables

type tables struct {
	badge  *badge
	scores *score
}

type badge struct {
	name string
}

type score struct {
	points int
	next   *score
}

func (t *tables) award(name string) { t.badge = &badge{name: name} }

func (t *tables) hasBadge() bool { return t.badge != nil }

func (t *tables) add(points int) { t.scores = &score{points: points, next: t.scores} }

func (t *tables) total() int {
	sum := 0
	for s := t.scores; s != nil; s = s.next {
		sum = sum*10 + s.points
	}
	return sum
}

func (t *tables) empty() bool { return t.scores == nil }
