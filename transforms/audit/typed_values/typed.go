// Case: with Go's type facts every value has its real type, including results of calls
// into other packages (`buf.Len()` is an int) and types declared elsewhere
// (`bytes.Buffer` is a struct that allocates when boxed); a pointer-shaped struct and a
// single-byte value are not reported, since boxing them never allocates.
package typed

import (
	"bytes"
	"time"
)

type handle struct{ p *bytes.Buffer }

func Use(x any) {}

func Values(buf *bytes.Buffer, d time.Duration, b bytes.Buffer, ok bool) {
	Use(d)          // want: argument
	Use(b)          // want: argument
	Use(buf.Len())  // want: argument
	Use(time.Now()) // want: argument
	Use(handle{p: buf})
	Use(ok)
}
