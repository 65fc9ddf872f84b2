package vm

import "testing"

func TestCallsAndReturns(t *testing.T) {
	m := &machine{name: "main"}
	m.call(10)
	m.call(20)
	m.call(30)
	if m.size() != 3 || m.frames.depth != 3 {
		t.Fatalf("size %d, depth %d", m.size(), m.frames.depth)
	}
	m.patch(31)
	for _, want := range []int{31, 20, 10} {
		got, ok := m.back()
		if !ok || got != want {
			t.Fatalf("back = %d, %v; want %d", got, ok, want)
		}
	}
	if _, ok := m.back(); ok || m.size() != 0 {
		t.Fatal("an empty stack popped")
	}
	m.call(5)
	if got, _ := m.back(); got != 5 {
		t.Fatalf("after reuse back = %d", got)
	}
}

func TestPatchingAnEmptyStackPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("no panic")
		}
	}()
	(&machine{}).patch(1)
}

var sink *machine

func BenchmarkCallReturn(b *testing.B) {
	b.ReportAllocs()
	m := &machine{}
	for i := 0; i < b.N; i++ {
		m.call(i)
		m.call(i + 1)
		m.back()
		m.back()
	}
	sink = m
}
