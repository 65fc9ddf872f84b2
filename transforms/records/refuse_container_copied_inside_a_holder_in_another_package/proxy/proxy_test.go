package proxy

import "testing"

func TestStandbySharesTheActiveBudget(t *testing.T) {
	p := newPool("10.0.0.1:443", 10)
	p.promote()
	p.standby.client.SetMax(4)
	if got := p.active.client.Max(); got != 4 {
		t.Fatalf("active max = %d, want 4", got)
	}
}
