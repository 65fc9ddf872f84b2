package dialer

import (
	"testing"
	"time"
)

func TestDial(t *testing.T) {
	o := Dial(WithTimeout(time.Second), WithRetries(1000))
	if o.timeout != time.Second || o.retries != 1000 {
		t.Fatalf("opts %+v", o)
	}
}

var sink Option

func BenchmarkConstructWithTimeout(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = WithTimeout(time.Duration(i) + time.Minute)
	}
}
