// Case: a file importing reflect (a debug dump) uses a field named like the container's
// (`c.top`); by name, `top` is a field whose declaration spells the record, so the file
// would reach it, but Go's type checker says the value there is a counter, which holds
// none. Rewritten.
package undo

type history struct {
	top *step
}

type step struct {
	name string
	next *step
}

func (h *history) Push(name string) { h.top = &step{name: name, next: h.top} }

func (h *history) names() []string {
	var out []string
	for s := h.top; s != nil; s = s.next {
		out = append(out, s.name)
	}
	return out
}
