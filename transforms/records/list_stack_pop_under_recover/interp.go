// Case: an interpreter's call stack, a push-front list popped with `s.top = s.top.next`,
// in a package whose run loop recovers from runtime errors and reports them to the
// script's author: a `return` at the top level pops an empty stack and surfaces as
// "runtime error: invalid memory address or nil pointer dereference". The pop helper
// panics with that same error on an empty stack, so the recovered message is unchanged.
// Rewritten.
package interp

import "fmt"

type frame struct {
	fn     string
	locals int
	next   *frame
}

type stack struct {
	top *frame
}

func (s *stack) push(fn string, locals int) {
	s.top = &frame{fn: fn, locals: locals, next: s.top}
}

func (s *stack) pop() { s.top = s.top.next }

func (s *stack) current() string { return s.top.fn }

// Op is one instruction: "call NAME" or "ret".
type Op struct {
	Kind string
	Name string
}

// Run executes ops and turns a runtime panic into an error naming the instruction.
func Run(ops []Op) (depth int, err error) {
	var s stack
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("op %d: %v", depth, r)
		}
	}()
	for i, op := range ops {
		depth = i
		switch op.Kind {
		case "call":
			s.push(op.Name, i)
		case "ret":
			s.pop()
		case "where":
			_ = s.current()
		}
	}
	return len(ops), nil
}
