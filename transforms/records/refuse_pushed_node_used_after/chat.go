// Case: refused (link_used_elsewhere). A chat room pushes each message in three
// statements and then marks the new message as delivered through the variable it pushed.
// In the slice the pushed message would be a copy, so the mark would miss it.
package chat

type room struct {
	log *message
}

type message struct {
	text      string
	delivered bool
	next      *message
}

func (r *room) post(text string) {
	m := &message{text: text}
	m.next = r.log
	r.log = m
	m.delivered = true
}

func (r *room) undelivered() int {
	n := 0
	for m := r.log; m != nil; m = m.next {
		if !m.delivered {
			n++
		}
	}
	return n
}
