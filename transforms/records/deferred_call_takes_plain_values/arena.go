// Case: deferred calls take plain values read from an optional record (`defer
// p.note(log, p.stats.kills)`): Go evaluates a deferred call's arguments when the defer
// statement runs, so the note gets the count of that moment whether the record is held
// by pointer or inline. Rewritten.
package arena

import "fmt"

type stats struct {
	kills  int
	deaths int
	title  string
}

type player struct {
	name  string
	stats *stats
}

func (p *player) win(log *[]string) {
	if p.stats == nil {
		p.stats = &stats{title: "rookie"}
	}
	defer p.note(log, p.stats.kills, p.stats.title)
	p.stats.kills++
	if p.stats.kills > 1 {
		p.stats.title = "veteran"
	}
}

func (p *player) note(log *[]string, before int, title string) {
	*log = append(*log, fmt.Sprintf("%s: %d -> %d (%s)", p.name, before, p.stats.kills, title))
}

func (p *player) deaths() int {
	if p.stats == nil {
		return 0
	}
	return p.stats.deaths
}
