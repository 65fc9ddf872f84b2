package client

import (
	"reflect"
	"testing"
	"time"
)

func TestOptionsApply(t *testing.T) {
	var c Counter
	r := NewRequest(WithHeader("k", "v"), WithRoutingKey("rk"), WithTimeout(3*time.Second),
		WithRetries(1<<40), Verbose(), WithStats(&c))
	if r.headers["k"] != "v" || r.routingKey != "rk" || r.timeout != 3*time.Second ||
		r.retries != 1<<40 || !r.verbose || r.stats != &c || c.calls != 1 {
		t.Errorf("request = %+v", r)
	}
	if r := NewRequest(WithTimeout(-1), WithRetries(-1)); r.timeout != -1 || r.retries != -1 {
		t.Errorf("negative values = %v, %d", r.timeout, r.retries)
	}
}

// Options of different kinds holding the same number stay different; equal ones equal.
func TestKindsStayApart(t *testing.T) {
	if reflect.DeepEqual(WithTimeout(5), WithRetries(5)) {
		t.Error("a timeout equals a retry count")
	}
	if reflect.DeepEqual(WithHeader("k", ""), WithRoutingKey("k")) {
		t.Error("a header equals a routing key")
	}
	if !reflect.DeepEqual(WithTimeout(time.Minute), WithTimeout(time.Minute)) {
		t.Error("equal timeouts differ")
	}
	var c Counter
	if !reflect.DeepEqual(WithStats(&c), WithStats(&c)) {
		t.Error("equal stats options differ")
	}
}

var (
	keys = []string{"shard-42", "shard-43", "tenant-a", "tenant-b"}
	sink Option
)

func BenchmarkConstructWithHeader(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithHeader(keys[i%4], keys[(i+1)%4])
	}
}

func BenchmarkConstructWithRoutingKey(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithRoutingKey(keys[i%4])
	}
}

func BenchmarkConstructWithTimeout(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithTimeout(time.Duration(i+1000) * time.Millisecond)
	}
}

func BenchmarkConstructWithRetries(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithRetries(i + 1000)
	}
}
