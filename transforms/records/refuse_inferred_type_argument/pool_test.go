package pool

import "testing"

func TestNewSlotsAreIdle(t *testing.T) {
	p := &pool{}
	p.grow()
	s := p.grow()
	s.conn = &conn{addr: "db:5432"}
	if got := p.idle(); got != 1 {
		t.Fatalf("idle = %d, want 1", got)
	}
}
