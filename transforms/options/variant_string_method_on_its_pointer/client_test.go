package client

import (
	"testing"
	"time"
)

func TestOptionsAndDump(t *testing.T) {
	c := New(WithHeader("X-Trace", "on"), WithTimeout(time.Second), WithHeader("Accept", "*/*"))
	if got := c.Dump(); got != "X-Trace: on\nAccept: */*\n" {
		t.Fatalf("Dump = %q", got)
	}
	if c.s.timeout != time.Second {
		t.Fatalf("timeout = %v", c.s.timeout)
	}
}

var sink Option

func BenchmarkConstructHeader(b *testing.B) {
	values := []string{"gzip", "br"}
	for i := 0; i < b.N; i++ {
		sink = WithHeader("Accept-Encoding", values[i%2])
	}
}
