// Package hooks runs the callbacks other packages register, like an event bus.
package hooks

var onScore []func()

// OnScore registers a callback that Scored runs.
func OnScore(f func()) { onScore = append(onScore, f) }

// Scored runs the registered callbacks.
func Scored() {
	for _, f := range onScore {
		f()
	}
}
