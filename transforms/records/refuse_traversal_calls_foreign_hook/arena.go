// Case: refused (mutated_in_traversal). A traversal tells another package of the module
// before it awards each fighter a point; a callback the arena registered there lets
// spectators join, pushing onto the same list. As a slice, the append could move the
// elements under the cursor, and the award would land in the old array and be lost.
package arena

import "example.com/arena/internal/hooks"

type arena struct {
	fighters *fighter
}

type fighter struct {
	name   string
	points int
	next   *fighter
}

func (a *arena) join(name string) {
	a.fighters = &fighter{name: name, next: a.fighters}
}

// openToSpectators registers a callback that lets two spectators join at each score.
func (a *arena) openToSpectators() {
	hooks.OnScore(func() {
		a.join("spectator")
		a.join("spectator")
	})
}

func (a *arena) awardAll() {
	for f := a.fighters; f != nil; f = f.next {
		hooks.Scored()
		f.points++
	}
}

func (a *arena) total() int {
	n := 0
	for f := a.fighters; f != nil; f = f.next {
		n += f.points
	}
	return n
}
