// Case: refused (link_used_elsewhere). Appending at the tail walks the links with a
// loop the pass does not recognise, so the whole list record is left alone.
package log

type log struct{ entries *entry }

type entry struct {
	text string
	next *entry
}

func (l *log) append(text string) {
	e := &entry{text: text}
	if l.entries == nil {
		l.entries = e
		return
	}
	last := l.entries
	for last.next != nil {
		last = last.next
	}
	last.next = e
}
