// Case: push-front written in three statements (build the node, link it, move the head);
// it becomes one append, and the traversal walks backwards. Rewritten.
package stack

type stack struct {
	frames *frame
}

type frame struct {
	fn   string
	next *frame
}

func (s *stack) push(fn string) {
	f := &frame{fn: fn}
	f.next = s.frames
	s.frames = f
}

func (s *stack) trace() []string {
	var out []string
	for f := s.frames; f != nil; f = f.next {
		out = append(out, f.fn)
	}
	return out
}
