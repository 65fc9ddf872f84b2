package otlp

import (
	"testing"
	"time"
)

func TestOptionsApplyInOrder(t *testing.T) {
	c := newConfig(WithEndpoint("collector:4317"), WithHeader("k", "v"), WithTimeout(time.Second))
	if c.endpoint != "collector:4317" || c.headers["k"] != "v" || c.timeout != time.Second {
		t.Fatalf("config = %+v", c)
	}
}

var sink Option

func BenchmarkConstructWithHeader(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithHeader("key", "value")
	}
}
