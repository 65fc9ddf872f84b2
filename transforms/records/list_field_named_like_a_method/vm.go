// Case: a bytecode machine's call stack whose frame has a field named like one of the
// machine's methods: frame.ret holds a returned value, and machine.ret pops a frame (it
// assigns top). dump's traversal reads f.ret, the field, which the type checker tells
// apart from the method: nothing there hands on a function that changes the list.
// Rewritten.
package vm

type frame struct {
	pc   int
	ret  int
	next *frame
}

type machine struct {
	top *frame
}

// call pushes a frame for pc.
func (m *machine) call(pc int) {
	m.top = &frame{pc: pc, next: m.top}
}

// ret pops the current frame and returns its pc.
func (m *machine) ret() int {
	pc := m.top.pc
	m.top = m.top.next
	return pc
}

// deliver stores a returned value in the current frame.
func (m *machine) deliver(v int) {
	m.top.ret = v
}

// dump lists each frame's pc and returned value, newest first.
func (m *machine) dump() []int {
	var out []int
	for f := m.top; f != nil; f = f.next {
		out = append(out, f.pc, f.ret)
	}
	return out
}
