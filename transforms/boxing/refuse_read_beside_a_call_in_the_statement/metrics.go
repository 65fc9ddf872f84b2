// Case: refused (a read beside a call of the same statement). Tag returns the metric
// name and, beside it, the result of rotate, which moves the package's label. fmt read
// label when Sprintf was called, before rotate ran ("blue/h1/7"); as a bare operand of a
// concatenation Go reads it after the calls of the statement ("green/h1/7"), as the gc
// compiler does. Drain reads pending beside a receive from the goroutine that lowers it
// before sending: fmt boxes it after the receive ("2 pending"), strconv.Itoa, a call
// made in order, would read it before ("3 pending").
package metrics

import "fmt"

var (
	label   = "blue"
	host    = "h1"
	pending = 3
)

// rotate switches the deployment colour and returns the previous one.
func rotate() string {
	prev := label
	if label == "blue" {
		label = "green"
	} else {
		label = "blue"
	}
	return prev
}

// Tag names the metric for n and rotates the label.
func Tag(n int) (string, string) {
	return fmt.Sprintf("%s/%s/%d", label, host, n), rotate()
}

// Drain takes one name from ch and says how many were pending after it.
func Drain(ch chan string) string {
	return fmt.Sprintf("%d pending, last %s", pending, <-ch)
}
