// Case: a file that imports unsafe reads a packet header whose field is also called
// `items`, like the player's item list. By name alone that could be the player's list, so
// without type facts the pass refuses it (and rewrites only the quest list, which nothing
// there names); Go's type facts show the file only touches packet headers, and both of
// the player's lists are rewritten. Rewritten.
package net

type player struct {
	id     int
	items  *item
	quests *quest
}

type item struct {
	id   int
	next *item
}

type quest struct {
	name string
	next *quest
}

func (p *player) give(id int) {
	p.items = &item{id: id, next: p.items}
}

func (p *player) start(name string) {
	p.quests = &quest{name: name, next: p.quests}
}

func (p *player) count() (items, quests int) {
	for it := p.items; it != nil; it = it.next {
		items++
	}
	for q := p.quests; q != nil; q = q.next {
		quests++
	}
	return items, quests
}
