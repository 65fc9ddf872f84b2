package callopts

import (
	"reflect"
	"strconv"
	"testing"
)

func TestOptionsApplyInOrder(t *testing.T) {
	call := NewOutboundCall(
		WithHeader("b", "2"),
		WithHeader("a", "1"),
		WithShardKey("s1"),
		WithShardKey("s2"),
		WithRoutingKey("rk"),
		WithRoutingDelegate("rd"),
	)
	if got, want := call.Headers(), []string{"a=1", "b=2"}; !reflect.DeepEqual(got, want) {
		t.Errorf("headers = %v, want %v", got, want)
	}
	if got := call.ShardKey(); got != "s2" {
		t.Errorf("shard key = %q, want the last one, s2", got)
	}
	if call.RoutingKey() != "rk" || call.RoutingDelegate() != "rd" {
		t.Errorf("routing key/delegate = %q/%q", call.RoutingKey(), call.RoutingDelegate())
	}
}

func TestResponseHeaders(t *testing.T) {
	var got map[string]string
	call := NewOutboundCall(ResponseHeaders(&got))
	call.Finish(map[string]string{"x": "y"})
	if got["x"] != "y" {
		t.Errorf("response headers = %v", got)
	}
}

// gomock matches call options with reflect.DeepEqual: equal options must stay equal, and
// options of different kinds with the same payload must stay different.
func TestCallOptionsReflectEquals(t *testing.T) {
	if !reflect.DeepEqual(WithHeader("k", "v"), WithHeader("k", "v")) {
		t.Error("equal headers are not DeepEqual")
	}
	if reflect.DeepEqual(WithHeader("k", "v"), WithHeader("k", "w")) {
		t.Error("different headers are DeepEqual")
	}
	if reflect.DeepEqual(WithShardKey("x"), WithRoutingKey("x")) {
		t.Error("a shard key and a routing key with the same value are DeepEqual")
	}
	var m1, m2 map[string]string
	if reflect.DeepEqual(ResponseHeaders(&m1), ResponseHeaders(&m2)) != reflect.DeepEqual(&m1, &m2) {
		t.Error("response-header options compare unlike their pointers")
	}
}

// Dynamic values: constants are boxed from read-only data without allocating, which would
// hide the cost the benchmarks measure.
var (
	keys = []string{"shard-42", "shard-43", "tenant-a", "tenant-b"}
	sink CallOption
	call *OutboundCall
)

func BenchmarkConstructWithHeader(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithHeader(keys[i%4], keys[(i+1)%4])
	}
}

func BenchmarkConstructWithShardKey(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithShardKey(keys[i%4])
	}
}

func BenchmarkConstructWithRoutingKey(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithRoutingKey(keys[i%4])
	}
}

func BenchmarkConstructWithRoutingDelegate(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithRoutingDelegate(keys[i%4])
	}
}

func BenchmarkNewOutboundCall(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		n := strconv.Itoa(i % 4)
		call = NewOutboundCall(WithHeader("a", n), WithHeader("b", n), WithHeader("c", n), WithShardKey(keys[i%4]))
	}
}

// ResponseHeaders stores a pointer, which an interface holds without allocating: the
// rewrite must keep it at zero.
func BenchmarkResponseHeaders(b *testing.B) {
	var m map[string]string
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = ResponseHeaders(&m)
	}
}
