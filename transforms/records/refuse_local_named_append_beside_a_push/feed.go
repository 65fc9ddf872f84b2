// Case: a push-front in a function with a local variable named append (the doubled
// score): the rewrite would write `append(b.events, event{…})`, which that variable
// hides, and the package would stop compiling. Refused as name_shadowed.
package feed

type event struct {
	score int
	next  *event
}

type board struct {
	events *event
}

func (b *board) record(score int, bonus bool) {
	append := score
	if bonus {
		append *= 2
	}
	b.events = &event{score: append, next: b.events}
}

func (b *board) total() int {
	n := 0
	for e := b.events; e != nil; e = e.next {
		n += e.score
	}
	return n
}
