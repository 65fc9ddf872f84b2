package version

import (
	"fmt"
	"io"
)

// Banner writes the label with a newline.
func Banner(w io.Writer, name, version string) {
	fmt.Fprintln(w, Label(name, version))
}
