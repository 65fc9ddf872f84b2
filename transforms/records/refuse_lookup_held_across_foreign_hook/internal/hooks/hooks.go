// Package hooks runs the callbacks other packages register, like an event bus.
package hooks

var afterTrade []func()

// AfterTrade registers a callback that Traded runs.
func AfterTrade(f func()) { afterTrade = append(afterTrade, f) }

// Traded runs the registered callbacks.
func Traded() {
	for _, f := range afterTrade {
		f()
	}
}
