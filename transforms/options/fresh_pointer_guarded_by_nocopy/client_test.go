package client

import (
	"testing"
	"time"
)

func TestOptionsApplyInOrder(t *testing.T) {
	c := New(WithName("a"), WithTimeout(time.Second), WithName("b"))
	if c.cfg.name != "b" || c.cfg.timeout != time.Second {
		t.Fatalf("config %+v", c.cfg)
	}
}

var (
	sinkOption Option
	names      = []string{"svc", "api"}
)

func BenchmarkWithName(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkOption = WithName(names[i%2])
	}
}
