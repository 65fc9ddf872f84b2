package fleet

import "testing"

func TestSnapshotSharesBudgets(t *testing.T) {
	f := newFleet("10.0.0.1:443", "10.0.0.2:443")
	s := f.snapshot()
	s[0].SetMax(2)
	if got := f.clients[0].Max(); got != 2 {
		t.Fatalf("max = %d, want 2", got)
	}
}
