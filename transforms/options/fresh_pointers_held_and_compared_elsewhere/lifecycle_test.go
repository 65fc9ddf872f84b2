package lifecycle

import (
	"testing"
	"time"
)

func TestNew(t *testing.T) {
	s := New(EnforceTimeout("stop", time.Second), Labeled("api"))
	if s.timeout != time.Second || s.name != "stop" || s.label != "api" {
		t.Fatalf("%+v", s)
	}
}

var sink Option

func BenchmarkConstructLabeled(b *testing.B) {
	labels := []string{"api", "worker"}
	for i := 0; i < b.N; i++ {
		sink = Labeled(labels[i%2])
	}
}
