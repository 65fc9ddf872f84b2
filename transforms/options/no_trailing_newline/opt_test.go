package opt

import "testing"

func TestNew(t *testing.T) {
	if got := New(Count(700)); got != 700 {
		t.Errorf("New = %d", got)
	}
}
