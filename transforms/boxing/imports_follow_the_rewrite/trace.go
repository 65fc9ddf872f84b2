package dial

import (
	"fmt"
	"io"
)

// Trace writes one dial attempt to a debug log; fmt stays imported here, which keeps
// the package's place in the init order when the other files' imports of it go.
func Trace(w io.Writer, addr string, attempt int) {
	fmt.Fprintf(w, "dial %s attempt %d\n", addr, attempt)
}
