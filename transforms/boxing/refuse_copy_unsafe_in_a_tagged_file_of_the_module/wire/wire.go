// Package wire decodes frames from one reused buffer.
package wire

import "example.com/dedupe"

// Decoder reads frame ids into buf, which the next frame overwrites.
type Decoder struct {
	buf    []byte
	filter *dedupe.Filter
}

// NewDecoder returns a decoder for frames of up to size bytes, with an empty filter.
func NewDecoder(size int) *Decoder {
	return &Decoder{buf: make([]byte, size), filter: dedupe.New()}
}

// Frame reports whether the frame's id was seen before.
func (d *Decoder) Frame(id string) bool {
	n := copy(d.buf, id)
	return d.filter.Seen("", view(d.buf[:n]))
}
