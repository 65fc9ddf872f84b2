package registry

import (
	"testing"
	"time"

	"example.com/lifecycle"
)

func TestFreshOptionsAreDistinct(t *testing.T) {
	var r Registry
	first := lifecycle.EnforceTimeout("stop", time.Second)
	r.Add("onStop", first)
	r.Add("onStop", lifecycle.EnforceTimeout("stop", time.Second))
	if n := r.Add("onStop", first); n != 2 {
		t.Errorf("first option seen %d times, want 2", n)
	}
	r.Add("onStart", lifecycle.Labeled("api"))
	r.Add("onStart", lifecycle.Labeled("api"))
	if d := r.Distinct(); d != 3 {
		t.Errorf("%d distinct registrations, want 3 (two fresh timeouts, one label)", d)
	}
}
