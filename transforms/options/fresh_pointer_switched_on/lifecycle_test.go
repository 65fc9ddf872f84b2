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

func TestLongest(t *testing.T) {
	got := Longest(Labeled("api"), EnforceTimeout("start", time.Second), EnforceTimeout("stop", 3*time.Second))
	if got != 3*time.Second {
		t.Errorf("Longest = %v, want 3s", got)
	}
	if got := Longest(Labeled("api")); got != 0 {
		t.Errorf("Longest without timeouts = %v", got)
	}
}

var sink Option

func BenchmarkConstructLabeled(b *testing.B) {
	labels := []string{"api", "worker"}
	for i := 0; i < b.N; i++ {
		sink = Labeled(labels[i%2])
	}
}
