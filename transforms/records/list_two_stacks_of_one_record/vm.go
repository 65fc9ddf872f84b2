// Case: a bytecode machine keeps two stacks of one record type, its calls and its trap
// handlers, each pushed, read at the top and popped. Both become slices of frame, and the
// helpers they share (frameListPop, frameListTop, frameListEmpty) are written once.
// Rewritten.
package vm

type frame struct {
	pc   int
	base int
	next *frame
}

type machine struct {
	calls *frame
	traps *frame
}

// call enters a function at pc with its locals from base.
func (m *machine) call(pc, base int) { m.calls = &frame{pc: pc, base: base, next: m.calls} }

// guard installs a trap handler at pc.
func (m *machine) guard(pc int) { m.traps = &frame{pc: pc, next: m.traps} }

// ret leaves the current function, giving the pc to resume at.
func (m *machine) ret() int {
	pc := m.calls.pc
	m.calls = m.calls.next
	return pc
}

// unguard removes the newest trap handler, giving its pc.
func (m *machine) unguard() int {
	pc := m.traps.pc
	m.traps = m.traps.next
	return pc
}

// base is where the current function's locals start.
func (m *machine) base() int {
	if m.calls == nil {
		return 0
	}
	return m.calls.base
}

// trapped says whether a handler would catch a trap now, and where.
func (m *machine) trapped() (int, bool) {
	if m.traps == nil {
		return 0, false
	}
	return m.traps.pc, true
}
