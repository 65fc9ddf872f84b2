// Case: refused (predecessor_after_unlink). The unlink does not leave the loop, so
// `prev = m` still runs and the removed letter becomes the predecessor: of two expired
// letters in a row the original removes only the first (the second unlink edits the
// removed letter), while tombstones would remove both.
package mail

type mailbox struct {
	letters *letter
}

type letter struct {
	id      int
	expired bool
	next    *letter
}

func (b *mailbox) deliver(id int, expired bool) {
	b.letters = &letter{id: id, expired: expired, next: b.letters}
}

func (b *mailbox) sweep() {
	var prev *letter
	for m := b.letters; m != nil; m = m.next {
		if m.expired {
			if prev == nil {
				b.letters = m.next
			} else {
				prev.next = m.next
			}
		}
		prev = m
	}
}

func (b *mailbox) ids() []int {
	var out []int
	for m := b.letters; m != nil; m = m.next {
		out = append(out, m.id)
	}
	return out
}
