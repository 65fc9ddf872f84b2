// Case: refused (string_copy). Package bytesconv turns a byte slice into a string
// without copying, in assembly (`bytesconv_amd64.s`, no unsafe import anywhere in the
// module; other platforms copy). The decoder reuses its buffer for each frame, so a
// string handed out by bytesconv changes with the next frame; fmt.Sprint and
// Sprintf("%s%s") return a copy that does not. Written as the string itself or as a
// concatenation (which returns an operand unchanged when the other is empty), the
// names kept from the first frame would read the second one's.
package frames

import (
	"fmt"

	"example.com/frames/bytesconv"
)

// Decoder reads length-prefixed frames into one reused buffer.
type Decoder struct {
	buf []byte
}

// Next loads the next frame's payload.
func (d *Decoder) Next(payload string) {
	d.buf = append(d.buf[:0], payload...)
}

// Topic is the current frame's topic, kept by callers across frames.
func (d *Decoder) Topic() string {
	return fmt.Sprint(bytesconv.String(d.buf))
}

// Key is the current frame's topic with a suffix.
func (d *Decoder) Key(suffix string) string {
	return fmt.Sprintf("%s%s", bytesconv.String(d.buf), suffix)
}
