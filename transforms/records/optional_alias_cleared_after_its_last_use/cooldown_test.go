package combat

import "testing"

func TestCooldownRunsOut(t *testing.T) {
	u := &unit{id: 1}
	if !u.cast(2) || u.cast(5) || u.ready() {
		t.Fatal("cast while cooling")
	}
	u.tick()
	if u.ready() || u.cd.left != 1 {
		t.Fatalf("after one tick: ready %v", u.ready())
	}
	u.tick()
	if !u.ready() || !u.cast(1) {
		t.Fatal("not ready after two ticks")
	}
}

func BenchmarkCastAndTick(b *testing.B) {
	b.ReportAllocs()
	u := &unit{id: 1}
	for i := 0; i < b.N; i++ {
		u.cast(1)
		u.tick()
	}
}
