// Case: without Go's type facts (`--no-types`, or no Go on PATH), values whose type the
// source does not show, or shows as a type from another package unbox cannot classify, are
// reported as such (unknown, or with a `?`), not guessed. The harness audits this case
// without type facts; typed_values is the same code audited with them.
package unknown

import (
	"bytes"
	"time"
)

func Use(x any) {}

func Values(buf *bytes.Buffer, d time.Duration, b bytes.Buffer) {
	Use(d)           // want: argument
	Use(b)           // want: argument
	Use(buf.Len())   // want: argument
	Use(time.Now())  // want: argument
}
