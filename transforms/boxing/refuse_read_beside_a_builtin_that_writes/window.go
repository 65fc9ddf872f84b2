// Case: refused (a read beside a builtin that writes). Shift reports the oldest sample
// and how many new ones it copied over it: gc runs `copy(w.samples, next)` before fmt
// reads `w.samples[0]` ("cpu: evicted 7, took 2"), but strconv.Itoa(w.samples[0]) is
// itself a call, which Go runs first, left to right, and would print the sample before
// the copy. Reset's map, handed to encoding/json, reads `w.samples[0]` beside
// `append(w.samples[:0], first)`, which writes it: the struct literal would read it after
// the append.
package window

import (
	"encoding/json"
	"fmt"
)

// Window keeps the latest samples, oldest first.
type Window struct {
	name    string
	samples []int
}

// Shift copies next over the oldest samples and says what it did.
func (w *Window) Shift(next []int) string {
	return fmt.Sprintf("%s: evicted %d, took %d", w.name, w.samples[0], copy(w.samples, next))
}

// Reset starts the window again from first and reports the oldest sample it had.
func (w *Window) Reset(first int) ([]byte, error) {
	return json.Marshal(map[string]any{"was": w.samples[0], "now": len(append(w.samples[:0], first))})
}
