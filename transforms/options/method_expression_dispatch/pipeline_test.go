package pipeline

import (
	"testing"
	"time"
)

func TestNewStage(t *testing.T) {
	s := NewStage(Named("resize"), Workers(4), Timeout(2*time.Second))
	if s.name != "resize" || s.workers != 4 || s.timeout != 2*time.Second {
		t.Fatalf("stage = %+v", s)
	}
	if d := NewStage(); d.workers != 1 || d.name != "" {
		t.Fatalf("default stage = %+v", d)
	}
	apply := Option.apply
	var s2 stage
	apply(Workers(9), &s2)
	if s2.workers != 9 {
		t.Fatalf("workers = %d", s2.workers)
	}
}

var sink Option

func BenchmarkConstructTimeout(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = Timeout(time.Duration(i) + time.Minute)
	}
}
