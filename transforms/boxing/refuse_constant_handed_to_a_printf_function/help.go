// Case: refused (vet_check). A CLI prints its banner and a date with fmt calls over
// constants only; rewritten, each concatenation would be a constant handed to
// fmt.Fprintf as its format (`100%` reads as a verb) or to time's Format as a layout
// (`2006-02-01` swaps month and day), which go vet reports, and go test runs vet's
// printf check.
package cli

import (
	"fmt"
	"io"
	"time"
)

const (
	banner   = "== 100% pure Go =="
	datePart = "2006-02-01"
	clock    = "15:04"
)

// Banner writes the tool's banner.
func Banner(w io.Writer) {
	fmt.Fprintf(w, fmt.Sprintf("%s\n", banner))
}

// Stamp is a build time as the tool has always printed it (day before month).
func Stamp(t time.Time) string {
	return t.Format(fmt.Sprintf("%s %s", datePart, clock))
}
