// Case: Rewritten, and fmt's import goes. The gauge package imports wire, whose files
// are each of some builds only (`//go:build !lite` and `//go:build lite`), and each of
// them imports fmt: whichever build is made, wire depends on fmt, so the gauge package
// stays after fmt in the order packages are initialised without an import of its own,
// and the import of fmt that the rewrite leaves unused is deleted rather than kept as
// `_ "fmt"`. (With only one of the two files, the import stays blank: case
// imports_kept_when_another_build_lacks_the_other.)
package gauge

import (
	"fmt"

	"example.com/metrics/wire"
)

// Name is a gauge's name at a sampling period.
func Name(kind string, period int) string { return fmt.Sprintf("%s-p%d", kind, period) }

// Sample is one gauge's value on the wire.
func Sample(kind string, period int, value float64) string {
	return wire.Frame(Name(kind, period), value)
}
