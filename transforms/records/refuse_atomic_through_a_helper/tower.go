// Case: refused (atomic_alignment). A tower-defence server counts each tower's shots from
// its firing goroutines through a helper taking *int64. On 32-bit platforms the 64-bit add
// needs the counter 8-byte aligned: behind the pointer to its optional shield it is, but
// with the shield stored inline (an int32 and its flag) the counter moves to offset 12 and
// GOARCH=386 panics with "unaligned 64-bit atomic operation". The address handed to the
// helper is enough to refuse: which function it reaches is not followed.
package defence

import (
	"sync"
	"sync/atomic"
)

type shield struct {
	hp int32
}

type tower struct {
	shield *shield
	level  int32
	shots  int64
}

// bump counts one shot; several goroutines fire at once.
func bump(n *int64) { atomic.AddInt64(n, 1) }

func (t *tower) volley(n int) {
	var wg sync.WaitGroup
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			bump(&t.shots)
		}()
	}
	wg.Wait()
}

func (t *tower) absorb(damage int32) int32 {
	if t.shield == nil {
		return damage
	}
	t.shield.hp -= damage
	if t.shield.hp < 0 {
		rest := -t.shield.hp
		t.shield = nil
		return rest
	}
	return 0
}
