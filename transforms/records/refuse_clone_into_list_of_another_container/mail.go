// Case: refused (clone_between_lists). A mailbox pushes messages at the front (newest
// first); an archive made from it copies the list in order with a trailing pointer, and
// is never pushed to. Rewritten, the mailbox would store newest-last and walk backwards
// while the archive walks its slice forwards: one append of the mailbox's slice would
// list the archive oldest-first. The copy is refused on both containers.
package mail

type message struct {
	from string
	body string
	next *message
}

type mailbox struct {
	owner string
	msgs  *message
}

type archive struct {
	owner string
	msgs  *message
}

func (b *mailbox) deliver(from, body string) {
	b.msgs = &message{from: from, body: body, next: b.msgs}
}

// archiveOf copies the mailbox, newest first like the mailbox.
func archiveOf(b *mailbox) *archive {
	a := &archive{owner: b.owner}
	var last *message
	for m := b.msgs; m != nil; m = m.next {
		n := &message{from: m.from, body: m.body}
		if last == nil {
			a.msgs = n
		} else {
			last.next = n
		}
		last = n
	}
	return a
}

func (b *mailbox) senders() []string {
	var out []string
	for m := b.msgs; m != nil; m = m.next {
		out = append(out, m.from)
	}
	return out
}

func (a *archive) senders() []string {
	var out []string
	for m := a.msgs; m != nil; m = m.next {
		out = append(out, m.from)
	}
	return out
}
