// Case: refused (field_address). Method values taken on a field inside a record keep
// that field's address for as long as they live: a combat log hands out
// `p.stats.damage.add` as a hit callback, a squad collects `u.hp.heal` of each unit it
// walks, and a connection returns `c.inbox.mu.Unlock` after locking. Behind pointers
// each stays with its record; stored inline, a record is replaced in place when set (the
// callback then counts into the new round's stats, the old unlock releases the new
// inbox's lock) and moves when its list grows (the heals then write into the old array).
// A method value with a value receiver copies the field and stays allowed.
package arena

import "sync"

type gauge struct{ v int }

func (g *gauge) add(n int) int { g.v += n; return g.v }

func (g gauge) value() int { return g.v }

type stats struct {
	damage gauge
}

type player struct {
	stats *stats
}

// newRound starts the player's stats afresh.
func (p *player) newRound() { p.stats = &stats{} }

// onHit is the callback the combat log calls with each hit's damage.
func (p *player) onHit() func(int) int { return p.stats.damage.add }

// damageNow reads the damage as it is when called.
func (p *player) damageNow() func() int { return p.stats.damage.value }

type unit struct {
	id   int
	hp   gauge
	next *unit
}

type squad struct {
	units *unit
}

func (s *squad) enlist(id int) { s.units = &unit{id: id, next: s.units} }

// healers collects a heal callback for each unit.
func (s *squad) healers() []func(int) int {
	var fs []func(int) int
	for u := s.units; u != nil; u = u.next {
		fs = append(fs, u.hp.add)
	}
	return fs
}

type inbox struct {
	mu   sync.Mutex
	msgs []string
}

type conn struct {
	inbox *inbox
}

// open gives the connection a fresh inbox.
func (c *conn) open() { c.inbox = &inbox{} }

// lockInbox locks the inbox and returns what unlocks it.
func (c *conn) lockInbox() func() {
	c.inbox.mu.Lock()
	return c.inbox.mu.Unlock
}
