// Case: refused (a Format method fmt does not call). Day has a time-style
// `Format(layout string) string`, which is no fmt.Formatter: fmt prints the number. The
// pass takes only types without methods, so the site is refused, as operand_methods:
// saying fmt would call Format (formatting_method, as it once did) would be untrue.
package day

import "fmt"

// Day counts days since the epoch.
type Day int

// Format renders the day with a layout, as time.Time.Format does.
func (d Day) Format(layout string) string {
	return layout + "#" + string(rune('0'+d%10))
}

// Key names a day's partition.
func Key(table string, d Day) string {
	return fmt.Sprintf("%s/day=%d", table, d)
}
