package bag

import "testing"

func TestEarlyStops(t *testing.T) {
	b := &bag{owner: "ada"}
	for i := 1; i <= 5; i++ {
		b.add(i, i*10)
	}
	// Newest first: 50, 40, 30 reach 100 after three items.
	if got := b.heaviestPrefix(100); got != 120 {
		t.Errorf("heaviestPrefix(100) = %d, want 120", got)
	}
	if got := b.heaviestPrefix(0); got != 0 {
		t.Errorf("heaviestPrefix(0) = %d, want 0", got)
	}
	if !b.has(3) || b.has(9) {
		t.Error("has is wrong")
	}
	if got := b.count(); got != 5 {
		t.Errorf("count = %d, want 5", got)
	}
}
