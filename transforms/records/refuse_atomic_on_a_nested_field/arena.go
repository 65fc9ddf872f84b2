// Case: refused (atomic_alignment). An arena server keeps each team's counters in a
// struct held by value inside the team, updated with atomic.AddInt64 by the match
// goroutines. Inlining the team's optional banner record moves the counters: on 32-bit
// platforms `kills` would no longer be 8-byte aligned and the add would panic. The
// atomic call spells the field through `t.score`, a field of the container, not on the
// container's own field.
package arena

import (
	"sync"
	"sync/atomic"
)

type banner struct {
	colour int32
}

type counters struct {
	kills  int64
	deaths int64
}

type team struct {
	banner *banner
	id     int32
	score  counters
}

func (t *team) fight(rounds int) {
	var wg sync.WaitGroup
	for r := range rounds {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if r%3 == 0 {
				atomic.AddInt64(&t.score.deaths, 1)
				return
			}
			atomic.AddInt64(&t.score.kills, 1)
		}()
	}
	wg.Wait()
}

func (t *team) colour() int32 {
	if t.banner == nil {
		return 0
	}
	return t.banner.colour
}
