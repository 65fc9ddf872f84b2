// Case: a list's emptiness checks (== nil and != nil) become the generated helper, which
// skips tombstones; clearing with = nil stays as it is (a nil slice is an empty list).
// Rewritten.
package inbox

type inbox struct {
	messages *message
}

type message struct {
	text string
	next *message
}

func (b *inbox) add(text string) { b.messages = &message{text: text, next: b.messages} }

func (b *inbox) empty() bool { return b.messages == nil }

func (b *inbox) unread() bool { return b.messages != nil }

func (b *inbox) clear() { b.messages = nil }
