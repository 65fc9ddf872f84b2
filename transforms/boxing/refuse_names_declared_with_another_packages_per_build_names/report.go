// Case: refused (platform_type). Package units declares Scale and Ratio once per build
// (`-tags wide` makes Scale return a string and Ratio a float64), and declares Current
// with Scale's result, no type written. This package formats units.Current and its own
// level, defined over units.Ratio. Neither name is declared again itself, yet each has
// another type under `-tags wide`: the strconv call chosen for this build
// (FormatFloat(…, 64), FormatFloat(float64(l), …, 32)) would not compile or would print
// otherwise there. The type facts follow what a variable, constant or type is declared
// with into the package that declares it.
package report

import (
	"fmt"

	"example.com/report/units"
)

type level units.Ratio

// Line reports a level.
func Line(l level, id int) string { return fmt.Sprintf("l=%v id=%d", l, id) }

// Current reports the scale in force.
func Current(id int) string { return fmt.Sprintf("c=%v id=%d", units.Current, id) }
