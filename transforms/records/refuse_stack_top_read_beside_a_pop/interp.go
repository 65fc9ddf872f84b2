// Case: refused (evaluation_order). An interpreter keeps its call frames in a list
// pushed at the front. ret returns the caller's name and the return address with
// `return m.top.fn, m.popReturn()`: Go orders the call but not the plain read, and gc
// reads m.top.fn after popReturn has popped, so it names the caller. Rewritten, the read
// would be frameListTop(m.top).fn, whose call runs before popReturn and points at the
// slot the pop then clears: "" instead of the caller.
package interp

type frame struct {
	fn   string
	ret  int
	next *frame
}

type machine struct {
	name string
	top  *frame
}

func (m *machine) call(fn string, ret int) {
	m.top = &frame{fn: fn, ret: ret, next: m.top}
}

func (m *machine) popReturn() int {
	r := m.top.ret
	m.top = m.top.next
	return r
}

// ret leaves the current frame: the function resumed and the address to resume at.
func (m *machine) ret() (string, int) {
	return m.top.fn, m.popReturn()
}

func (m *machine) current() string {
	if m.top == nil {
		return ""
	}
	return m.top.fn
}
