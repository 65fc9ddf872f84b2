// Case: refused (string_copy). The frame decoder turns its reused buffer into a string
// without copying, in its own assembly on amd64 (view_amd64.s; no unsafe import; other
// platforms copy). A name kept from one frame is a string over the buffer the next
// frame overwrites; fmt.Sprintf("%s") returns a copy, which keeps its bytes. Written as
// the string itself, the kept topic would read the next frame's. A package holding
// assembly, in any build, counts as one using unsafe.
package frames

import "fmt"

// Decoder reads frames into one buffer.
type Decoder struct{ buf []byte }

// Next loads the next frame's topic.
func (d *Decoder) Next(topic string) {
	d.buf = append(d.buf[:0], topic...)
}

// Topic is the current frame's topic, kept past the frame.
func (d *Decoder) Topic() string {
	return fmt.Sprintf("%s", view(d.buf))
}
