// Case: a call stack kept as a linked list, as interpreters and game scripting VMs do:
// push with `m.frames = &frame{…, next: m.frames}`, read the top with `m.frames.ret`, pop
// with `m.frames = m.frames.next`. The frames become one slice (newest last); the top is
// the last live frame and popping truncates the slice. Rewritten.
package vm

type machine struct {
	name   string
	frames *frame
}

type frame struct {
	ret   int
	depth int
	next  *frame
}

func (m *machine) call(ret int) {
	d := 1
	if m.frames != nil {
		d = m.frames.depth + 1
	}
	m.frames = &frame{ret: ret, depth: d, next: m.frames}
}

// back pops the top frame and returns where to go back to.
func (m *machine) back() (int, bool) {
	if m.frames == nil {
		return 0, false
	}
	ret := m.frames.ret
	m.frames = m.frames.next
	return ret, true
}

// patch changes the top frame's return address in place.
func (m *machine) patch(ret int) {
	m.frames.ret = ret
}

func (m *machine) size() int {
	n := 0
	for f := m.frames; f != nil; f = f.next {
		n++
	}
	return n
}
