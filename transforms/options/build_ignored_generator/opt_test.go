package opt

import "testing"

func TestNew(t *testing.T) {
	if got := New(Count(400)); got != 400 {
		t.Errorf("New = %d", got)
	}
}

var sink Option

func BenchmarkConstructCount(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Count(1000 + i)
	}
}
