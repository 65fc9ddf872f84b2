package undo

import "reflect"

// counter has a field named like history's (top): by name, a file using `.top` may reach
// history's records.
type counter struct{ top int }

// kindOfCounter bumps a counter and reports its kind, through reflection.
func kindOfCounter() reflect.Kind {
	var c counter
	c.top++
	return reflect.TypeOf(c).Kind()
}
