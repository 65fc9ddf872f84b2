package quota

import "unsafe"

// Window counts the requests of the current period.
type Window struct{ Pending int }

// Close ends the period, folding its pending requests into the served count that follows
// the window in its Pool.
func (w *Window) Close() string {
	served := (*int)(unsafe.Add(unsafe.Pointer(w), unsafe.Sizeof(*w)))
	*served += w.Pending
	w.Pending = 0
	return "closed"
}
