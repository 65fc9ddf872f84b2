package dial

import (
	"testing"
	"time"
)

func TestNew(t *testing.T) {
	if c := New(WithDial(time.Second, 2), WithTimeout(3*time.Second)); c.timeout != 3*time.Second || c.retries != 2 {
		t.Fatalf("New = %+v", c)
	}
}

var sink Option

func BenchmarkConstructWithTimeout(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = WithTimeout(time.Duration(i) + time.Minute)
	}
}
