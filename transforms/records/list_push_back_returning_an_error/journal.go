// Case: a push to the back in a method that returns an error: the empty-list branch ends
// with `return nil` and so does the method, after the tail's link is set. The list
// becomes a slice and the push an append, followed by the same `return nil`. Rewritten.
package journal

import "errors"

var errFull = errors.New("journal full")

type journal struct {
	entries *entry
	n, max  int
}

type entry struct {
	seq  int
	text string
	next *entry
}

func (j *journal) write(seq int, text string) error {
	if j.max > 0 && j.n >= j.max {
		return errFull
	}
	j.n++
	e := &entry{seq: seq, text: text}
	if j.entries == nil {
		j.entries = e
		return nil
	}
	last := j.entries
	for last.next != nil {
		last = last.next
	}
	last.next = e
	return nil
}

func (j *journal) texts() []string {
	var out []string
	for e := j.entries; e != nil; e = e.next {
		out = append(out, e.text)
	}
	return out
}
