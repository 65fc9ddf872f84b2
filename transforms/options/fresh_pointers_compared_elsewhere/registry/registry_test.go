package registry

import (
	"testing"
	"time"

	"example.com/lifecycle"
)

func TestFreshOptionsAreDistinct(t *testing.T) {
	var r Registry
	first := lifecycle.EnforceTimeout("stop", time.Second)
	r.Add(first)
	r.Add(lifecycle.EnforceTimeout("stop", time.Second))
	if n := r.Add(first); n != 2 {
		t.Errorf("first option seen %d times, want 2", n)
	}
	r.Add(lifecycle.Labeled("api"))
	r.Add(lifecycle.Labeled("api"))
	if d := r.Distinct(); d != 3 {
		t.Errorf("%d distinct options, want 3 (two fresh timeouts, one label)", d)
	}
}
