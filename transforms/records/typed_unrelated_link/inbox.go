// Case: three list records share the link name `next`. A list of letters is cloned with
// `last.next = n`, a shape the pass does not rewrite; with Go's type facts that use is
// `mail.next`, not `item.next` or `quest.next`, so the player's item and quest lists are
// rewritten (by name alone both were refused as link_used_elsewhere). Rewritten.
package inbox

type player struct {
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

type mail struct {
	body string
	next *mail
}

// copyLetters clones a list of letters in order.
func copyLetters(letters *mail) *mail {
	var head, last *mail
	for l := letters; l != nil; l = l.next {
		n := &mail{body: l.body}
		if last == nil {
			head = n
		} else {
			last.next = n
		}
		last = n
	}
	return head
}
