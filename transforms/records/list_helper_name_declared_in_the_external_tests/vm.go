// Case: a call stack whose rewrite adds the helpers frameListPop and frameListTop, while
// the package's external tests (package interp_test) declare a frameListTop of their
// own for a stack of test fixtures. That is another package: its names neither clash
// with the helpers nor hide them, and it cannot call an unexported helper. Rewritten.
package interp

type frame struct {
	fn   string
	next *frame
}

// VM runs calls on a stack of frames.
type VM struct {
	calls *frame
}

// Call enters fn.
func (m *VM) Call(fn string) { m.calls = &frame{fn: fn, next: m.calls} }

// Return leaves the current function.
func (m *VM) Return() { m.calls = m.calls.next }

// Current names the function running, or "-".
func (m *VM) Current() string {
	if m.calls == nil {
		return "-"
	}
	return m.calls.fn
}
