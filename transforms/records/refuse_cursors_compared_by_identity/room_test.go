package arena

import "testing"

func TestNear(t *testing.T) {
	var r room
	r.add(1, 0, 0)
	r.add(2, 1, 1)
	r.add(3, 5, 5)
	if got := r.near(); got != 2 {
		t.Fatalf("near %d, want 2", got)
	}
}
