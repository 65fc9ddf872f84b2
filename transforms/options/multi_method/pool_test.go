package pool

import "testing"

func TestDescribe(t *testing.T) {
	names, size, idle := Describe(Size(500), Idle(300))
	if names != "size,idle," || size != 500 || idle != 300 {
		t.Errorf("Describe = %q %d %d", names, size, idle)
	}
}

var sink Option

func BenchmarkConstructSize(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Size(1000 + i)
	}
}
