// Case: the package declares its own Writer (a container with an optional record) and
// also spells `io.Writer`, the standard library's interface of the same name. `io.Writer`
// is not a use of this package's Writer (archive/zip's shape), so the optional record is
// inlined. Rewritten.
package archive

import (
	"bytes"
	"io"
)

// Writer writes an archive.
type Writer struct {
	dst     io.Writer
	comment *comment
}

type comment struct {
	text string
}

// NewWriter writes to w.
func NewWriter(w io.Writer) *Writer {
	return &Writer{dst: w}
}

// SetComment records the archive comment.
func (w *Writer) SetComment(text string) {
	w.comment = &comment{text: text}
}

// Close writes the comment, if any.
func (w *Writer) Close() error {
	if w.comment != nil {
		_, err := io.WriteString(w.dst, w.comment.text)
		return err
	}
	return nil
}

// Archive writes a comment-only archive into memory.
func Archive(text string) string {
	var buf bytes.Buffer
	var out io.Writer = &buf
	w := NewWriter(out)
	w.SetComment(text)
	_ = w.Close()
	return buf.String()
}
