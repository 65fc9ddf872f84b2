// Case: the `p := head; for p != nil { …; p = p.next }` traversal form; the cursor
// declaration and the final step disappear into an index loop. Rewritten.
package history

type history struct {
	visits *visit
}

type visit struct {
	page string
	next *visit
}

func (h *history) visit(page string) { h.visits = &visit{page: page, next: h.visits} }

func (h *history) pages() []string {
	var out []string
	v := h.visits
	for v != nil {
		out = append(out, v.page)
		v = v.next
	}
	return out
}
