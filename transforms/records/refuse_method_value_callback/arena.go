// Case: refused (method_value). A record's method value is kept as a callback, then the
// record is dropped: the callback must go on ticking the old timer, which a pointer into
// the container would not.
package arena

type arena struct {
	timer *timer
	hooks []func()
}

type timer struct{ left int }

// last is what the latest tick left.
var last int

func (t *timer) tick() {
	t.left--
	last = t.left
}

func (a *arena) arm(n int) {
	a.timer = &timer{left: n}
	a.hooks = append(a.hooks, a.timer.tick)
}

func (a *arena) disarm() { a.timer = nil }

func (a *arena) run() {
	for _, h := range a.hooks {
		h()
	}
}

func (a *arena) armed() bool { return a.timer != nil }
