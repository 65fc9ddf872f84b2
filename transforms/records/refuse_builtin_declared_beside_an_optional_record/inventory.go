// Case: refused (name_shadowed). A game server's inventory package declares its own len,
// the weight of a run of items. A player holds an optional stats record and a
// pushed-front list of items: the rewrite writes `_is_nil bool` into the records' types
// (no function there to hide `bool`) and `len(p.items) - 1` in each walk, which would call
// the package's len with a []item and not compile.
package inventory

type stats struct {
	strength int
	carry    int
}

type item struct {
	name   string
	weight int
	next   *item
}

type player struct {
	name  string
	stats *stats
	items *item
}

// len is the total weight of a run of weights, the inventory's own notion of length.
func len(weights []int) int {
	total := 0
	for _, w := range weights {
		total += w
	}
	return total
}

func (p *player) pick(name string, weight int) {
	p.items = &item{name: name, weight: weight, next: p.items}
}

func (p *player) train(strength int) {
	p.stats = &stats{strength: strength, carry: strength * 10}
}

// load is what the player carries, heaviest item first in the walk's order.
func (p *player) load() int {
	var weights []int
	for it := p.items; it != nil; it = it.next {
		weights = append(weights, it.weight)
	}
	return len(weights)
}

// overloaded reports whether the player carries more than its stats allow.
func (p *player) overloaded() bool {
	if p.stats == nil {
		return p.load() > 0
	}
	return p.load() > p.stats.carry
}
