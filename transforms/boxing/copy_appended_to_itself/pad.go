// Case: Rewritten (a string appended to itself). Pad doubles a run of spaces with
// `pad += fmt.Sprint(pad)`; the rewrite `pad += pad` builds the same text without
// boxing the operand. Only `x = fmt.Sprint(x)` would become a self-assignment.
package pad

import "fmt"

// Pad returns a run of at least n spaces, doubling it as it grows.
func Pad(n int) string {
	pad := " "
	for len(pad) < n {
		pad += fmt.Sprint(pad)
	}
	return pad
}
