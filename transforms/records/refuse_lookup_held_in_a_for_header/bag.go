// Case: refused (cursor_escapes). An inventory tops up a potion stack in a loop whose
// header holds the stack find returned, and every top-up drops a bonus item in front of
// the list. Rewritten, find would return a pointer into the slice, and the push in the
// body may move the slice: the loop's post statement `it.count++` would then count on a
// dead copy (potion 1 would stay at 1 instead of reaching 4). The condition and post
// statement run after the body, so the hold spans it.
package inventory

import (
	"strconv"
	"strings"
)

type stack struct {
	id    int
	count int
	next  *stack
}

type bag struct {
	owner string
	items *stack
}

func (b *bag) add(id int) {
	b.items = &stack{id: id, count: 1, next: b.items}
}

func (b *bag) find(id int) *stack {
	for it := b.items; it != nil; it = it.next {
		if it.id == id {
			return it
		}
	}
	return nil
}

// refill tops potion id up to four, dropping a bonus item each time.
func (b *bag) refill(id int) {
	for it := b.find(id); it != nil && it.count < 4; it.count++ {
		b.add(100 + it.count)
	}
}

func (b *bag) dump() string {
	var parts []string
	for it := b.items; it != nil; it = it.next {
		parts = append(parts, strconv.Itoa(it.id)+":"+strconv.Itoa(it.count))
	}
	return strings.Join(parts, " ")
}
