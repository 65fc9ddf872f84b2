package arena

import "testing"

func TestDisarmKeepsTheCallbackOnTheOldTimer(t *testing.T) {
	a := &arena{}
	a.arm(3)
	a.disarm()
	a.run()
	if a.armed() || last != 2 {
		t.Fatalf("armed %v, the callback's timer left %d; want 2", a.armed(), last)
	}
}
