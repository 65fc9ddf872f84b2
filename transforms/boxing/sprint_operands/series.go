// Case: fmt.Sprint over strings, ints and a bool naming metric series: Sprint puts a space
// only between two operands that are both not strings (a method-less named string type and an
// empty string still count as strings), and Sprint(n) of one int is just the number. Rewritten.
package series

import "fmt"

// Zone is an availability zone. It has no methods.
type Zone string

// SeriesKey names one shard of a metric: "latency" and 3 give "latency3".
func SeriesKey(metric string, shard int) string {
	return fmt.Sprint(metric, shard)
}

// Window names a time window: 60, 120 and "s" give "60 120s".
func Window(start, end int64, unit string) string {
	return fmt.Sprint(start, end, unit)
}

// Span joins two bounds with a separator, which may be empty.
func Span(low int, sep string, high int) string {
	return fmt.Sprint(low, sep, high)
}

// Count is a counter's value as text.
func Count(n int) string {
	return fmt.Sprint(n)
}

// Placement describes where a replica runs: zone, whether it is primary, and its weight.
func Placement(zone Zone, primary bool, weight uint16) string {
	return fmt.Sprint(zone, primary, weight)
}
