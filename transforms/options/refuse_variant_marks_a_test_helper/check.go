// Case: refused (reads_call_stack). An assertion package in the style of testify's
// options: each check is an option whose method marks itself a test helper with
// t.Helper(), so that a failure is reported at the test's line, the caller of That.
// testing skips only frames marked as helpers: the dispatcher the rewrite adds
// (`Option.run`) is not, so failures would be reported at its line in check.go. (The
// test checks what the options find; the line a failure names shows only in a failing
// test, which a case cannot keep.)
package check

import "testing"

// Option is one check of a value.
type Option interface{ run(t testing.TB, v int) }

type rangeOption struct{ lo, hi int }

func (r rangeOption) run(t testing.TB, v int) {
	t.Helper()
	if v < r.lo || v > r.hi {
		t.Errorf("value %d outside [%d, %d]", v, r.lo, r.hi)
	}
}

type evenOption struct{}

func (evenOption) run(t testing.TB, v int) {
	t.Helper()
	if v%2 != 0 {
		t.Errorf("value %d is odd", v)
	}
}

// InRange checks lo <= v <= hi.
func InRange(lo, hi int) Option { return rangeOption{lo: lo, hi: hi} }

// Even checks that v is even.
func Even() Option { return evenOption{} }

// That runs every check on v.
func That(t testing.TB, v int, opts ...Option) {
	t.Helper()
	for _, o := range opts {
		o.run(t, v)
	}
}
