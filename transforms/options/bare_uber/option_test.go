package bare

import "testing"

func TestOpen(t *testing.T) {
	if got := Open(WithCache(true), WithLimit(300), WithLogger("db")); got != "true 300 log:db" {
		t.Errorf("Open = %q", got)
	}
	if got := Open(); got != "false 10 " {
		t.Errorf("Open() = %q", got)
	}
}

var sink Option

func BenchmarkConstructWithLimit(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithLimit(1000 + i)
	}
}

func BenchmarkConstructWithLogger(b *testing.B) {
	names := []string{"db", "cache"}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithLogger(names[i%2])
	}
}
