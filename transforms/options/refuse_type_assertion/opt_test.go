package opt

import "testing"

func TestCount(t *testing.T) {
	o := Count(3)
	if _, ok := o.(countOption); !ok {
		t.Error("Count did not build a countOption")
	}
}
