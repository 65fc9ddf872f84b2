// Case: refused (alias_escapes). A table's optional pot would be stored inline; settle
// holds the pot through an alias while it takes the table's lock, and taking a lock waits
// for the goroutine holding it, which may replace the pot meanwhile: the alias would then
// read the new pot where it read the old one.
package poker

import "sync"

type pot struct {
	chips int
	round int
}

type table struct {
	mu  sync.Mutex
	pot *pot
}

// open starts a fresh pot for a round.
func (t *table) open(round int) {
	t.mu.Lock()
	t.pot = &pot{round: round}
	t.mu.Unlock()
}

// settle is the chips of the pot that was open when it was called.
func (t *table) settle() int {
	p := t.pot
	if p == nil {
		return 0
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return p.chips + p.round
}
