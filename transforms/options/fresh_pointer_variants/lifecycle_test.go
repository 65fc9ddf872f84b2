package lifecycle

import (
	"testing"
	"time"
)

func TestNew(t *testing.T) {
	s := New(EnforceTimeout("stop", time.Second), Retries(3))
	if s.timeout != time.Second || s.name != "stop" || s.retries != 3 {
		t.Fatalf("%+v", s)
	}
}

var sink Option

func BenchmarkConstructEnforceTimeout(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = EnforceTimeout("stop", time.Duration(i))
	}
}
