package account

import "testing"

func TestLimits(t *testing.T) {
	a := &account{}
	if a.hasLimits() || a.daily() != -1 || a.monthly() != -1 {
		t.Fatal("no limits yet")
	}
	a.setLimits(10, 300)
	if !a.hasLimits() || a.daily() != 10 || a.monthly() != 300 {
		t.Fatal("limits not read back")
	}
}
