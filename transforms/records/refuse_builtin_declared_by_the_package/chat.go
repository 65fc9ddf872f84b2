// Case: refused (name_shadowed). A chat server's package declares its own len, counting
// runes as its message limits do. A channel keeps its backlog as a pushed-front list;
// walking the rewritten slice backwards would write `len(c.backlog) - 1`, calling the
// package's len with a []message (which does not compile).
package chat

import "strings"

type message struct {
	from string
	text string
	next *message
}

type channel struct {
	name    string
	backlog *message
}

// len counts runes, the unit of the server's message limits.
func len(s string) int {
	return strings.Count(s, "") - 1
}

func (c *channel) post(from, text string) {
	c.backlog = &message{from: from, text: text, next: c.backlog}
}

// size is the backlog's length in runes, newest first.
func (c *channel) size() int {
	n := 0
	for m := c.backlog; m != nil; m = m.next {
		n += len(m.text)
	}
	return n
}
