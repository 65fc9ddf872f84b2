package combat

import "testing"

func TestBless(t *testing.T) {
	f := &fighter{hp: 10}
	if got := f.power(5); got != 5 {
		t.Fatalf("power = %d", got)
	}
	f.bless(0)
	if got := f.power(5); got != 7 {
		t.Fatalf("power = %d", got)
	}
}
