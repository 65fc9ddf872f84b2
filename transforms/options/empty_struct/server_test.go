package server

import "testing"

func TestListen(t *testing.T) {
	if v, p := Listen(Verbose(), Port(8080)); !v || p != 8080 {
		t.Errorf("Listen = %v, %d", v, p)
	}
}

var sink Option

func BenchmarkConstructPort(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Port(8000 + i)
	}
}
