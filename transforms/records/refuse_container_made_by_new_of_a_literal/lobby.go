// Case: refused (unrecognised_use). Go 1.26's `new(player{name: name})`, as `go fix`
// writes it, makes a new player as `&player{name: name}` does; the pass marks the
// records of a new container only where it is spelled `&C{…}` or `new(C)`, so this
// form (and `&(player{…})`) is refused, saying which to write, rather than taken for
// a copy.
package lobby

type stats struct{ wins int }

type player struct {
	name  string
	stats *stats
}

func join(name string) *player { return new(player{name: name}) }

func (p *player) win() {
	if p.stats == nil {
		p.stats = &stats{}
	}
	p.stats.wins++
}

func (p *player) wins() int {
	if p.stats == nil {
		return 0
	}
	return p.stats.wins
}
