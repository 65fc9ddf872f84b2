// Case: partly rewritten. Two containers keep lists of the same message type: a
// session's inbox, which alone could become a slice, and its archive, held by value in
// the session and so refused. Turning the inbox's list into a slice deletes
// message.next, which the archive's push and traversal still use: the package would no
// longer compile, so the inbox's list is refused too (link_used_elsewhere). The
// session's inbox, a pointer kept only beside that rewrite, is then judged on its own:
// Rewritten inline (the exported Session takes the _present polarity).
package chat

type message struct {
	text string
	next *message
}

type inbox struct {
	messages *message
}

type archive struct {
	messages *message
}

type Session struct {
	in  *inbox
	old archive
}

func NewSession() *Session { return &Session{in: &inbox{}} }

func (b *inbox) push(text string) { b.messages = &message{text: text, next: b.messages} }

func (a *archive) push(text string) { a.messages = &message{text: text, next: a.messages} }

func (b *inbox) unread() int {
	n := 0
	for m := b.messages; m != nil; m = m.next {
		n++
	}
	return n
}

func (a *archive) size() int {
	n := 0
	for m := a.messages; m != nil; m = m.next {
		n++
	}
	return n
}

// Receive files a message in the inbox.
func (s *Session) Receive(text string) { s.in.push(text) }

// Archive files a message in the archive.
func (s *Session) Archive(text string) { s.old.push(text) }

// Counts says how many messages are unread and how many archived.
func (s *Session) Counts() (int, int) { return s.in.unread(), s.old.size() }
