package vm

import "testing"

func TestStacks(t *testing.T) {
	m := &machine{}
	m.call(10, 0)
	m.guard(90)
	m.call(20, 4)
	m.guard(95)
	if b := m.base(); b != 4 {
		t.Fatalf("base = %d", b)
	}
	if pc, ok := m.trapped(); !ok || pc != 95 {
		t.Fatalf("trapped = %d %v", pc, ok)
	}
	if pc := m.ret(); pc != 20 {
		t.Fatalf("ret = %d", pc)
	}
	if pc := m.unguard(); pc != 95 {
		t.Fatalf("unguard = %d", pc)
	}
	if pc := m.unguard(); pc != 90 {
		t.Fatalf("unguard = %d", pc)
	}
	if _, ok := m.trapped(); ok {
		t.Fatal("a handler is left")
	}
	if b := m.base(); b != 0 {
		t.Fatalf("base = %d", b)
	}
}

func BenchmarkCalls(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		m := &machine{}
		for d := 0; d < 8; d++ {
			m.call(d, d)
			m.guard(d)
		}
		for d := 0; d < 8; d++ {
			m.ret()
			m.unguard()
		}
	}
}
