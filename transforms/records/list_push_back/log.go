// Case: a list only ever appended at the tail, in both usual spellings (early return, and
// if/else); each push becomes one append and the traversal walks forwards. Rewritten.
package log

type log struct {
	entries *entry
	errors  *entry
}

type entry struct {
	text string
	next *entry
}

func (l *log) add(text string) {
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

func (l *log) fail(text string) {
	e := &entry{text: text}
	if l.errors == nil {
		l.errors = e
	} else {
		last := l.errors
		for last.next != nil {
			last = last.next
		}
		last.next = e
	}
}

func (l *log) lines() []string {
	var out []string
	for e := l.entries; e != nil; e = e.next {
		out = append(out, e.text)
	}
	for e := l.errors; e != nil; e = e.next {
		out = append(out, "error: "+e.text)
	}
	return out
}
