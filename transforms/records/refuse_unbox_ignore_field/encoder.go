// Case: refused (ignored). The team keeps the encoder's buffer behind a pointer (it will be
// handed to a sync.Pool in a later change) and says so with an opt-out comment on the
// field, as Go linters honour //nolint. The container's rewrite would change that line, so
// it is left alone and the plan names the comment and its reason.
package logging

type encoder struct {
	level int
	//unbox:ignore records shared with a sync.Pool in a later change
	buf *buffer
}

type buffer struct {
	bs []byte
}

func newEncoder(level int) *encoder { return &encoder{level: level} }

func (e *encoder) reset() { e.buf = &buffer{} }

func (e *encoder) size() int {
	if e.buf == nil {
		return 0
	}
	return len(e.buf.bs)
}
