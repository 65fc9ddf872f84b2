package peers

import (
	"testing"
	"time"
)

func TestNew(t *testing.T) {
	c := New(Capacity(3), Timeout(time.Second), Shuffle())
	if c.capacity != 3 || c.timeout != time.Second || !c.shuffle {
		t.Fatalf("config %+v", c)
	}
	if err := check(Capacity(1)); err == nil || err.Error() != "invalid option" {
		t.Fatalf("check = %v", err)
	}
}

var sink Option

func BenchmarkConstructTimeout(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = Timeout(time.Duration(i) + time.Hour)
	}
}

func BenchmarkNewWithTimeout(b *testing.B) {
	for i := 0; i < b.N; i++ {
		_ = New(Timeout(time.Duration(i) + time.Hour))
	}
}
