// Case: refused (cursor_escapes). closeAll defers, for each pending call, a function
// literal that logs the call's name when closeAll returns: the literal captures the
// traversal's cursor. By then closeAll has pushed a farewell call and marked every
// name, and the deferred literals read the marked names through their pointers. In the
// slice a push may move the elements, so the cursors would keep pointing at the old
// array and log the names unmarked. The reason is the capture, not the literal's call.
package rpc

type call struct {
	name string
	next *call
}

type conn struct {
	pending *call
	log     []string
}

func (c *conn) push(name string) { c.pending = &call{name: name, next: c.pending} }

func (c *conn) mark() {
	for p := c.pending; p != nil; p = p.next {
		p.name += "!"
	}
}

func (c *conn) closeAll() {
	for p := c.pending; p != nil; p = p.next {
		defer func() { c.log = append(c.log, p.name) }()
	}
	c.push("bye")
	c.mark()
}
