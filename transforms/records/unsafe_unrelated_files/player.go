// Case: two files of the package import unsafe, as storage and network code does: one
// turns bytes into a string without copying, the other (windows only) calls a system
// function. Neither can reach a player or its records: neither names them, nor any field,
// function or variable that yields one. The player's records are rewritten; before, one
// unsafe import anywhere refused every record of the package. Rewritten.
package save

type player struct {
	id      int
	profile *profile
	items   *item
}

type profile struct {
	name  string
	level int
}

type item struct {
	id   int
	next *item
}

func newPlayer(id int, name string) *player {
	return &player{id: id, profile: &profile{name: name, level: 1}}
}

func (p *player) give(id int) {
	p.items = &item{id: id, next: p.items}
}

func (p *player) count() int {
	n := 0
	for it := p.items; it != nil; it = it.next {
		n++
	}
	return n
}

func (p *player) name() string {
	if p.profile == nil {
		return ""
	}
	return p.profile.name
}
