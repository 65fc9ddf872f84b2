package queue

import "testing"

func TestNew(t *testing.T) {
	if d, w := New(Depth(512), Workers(4)); d != 512 || w != 4 {
		t.Errorf("New = %d, %d", d, w)
	}
}
