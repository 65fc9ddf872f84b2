package call

import (
	"reflect"
	"testing"
)

func TestOptionsApply(t *testing.T) {
	var got map[string]string
	o := NewOutbound(WithHeader("b", "2"), WithHeader("a", "1"), WithShardKey("s"), WithRoutingKey("r"), ResponseHeaders(&got))
	if keys := o.HeaderKeys(); !reflect.DeepEqual(keys, []string{"a", "b"}) || o.headers["a"] != "1" {
		t.Errorf("headers = %v", o.headers)
	}
	if o.shardKey != "s" || o.routingKey != "r" {
		t.Errorf("shard key %q, routing key %q", o.shardKey, o.routingKey)
	}
	o.Finish(map[string]string{"x": "y"})
	if got["x"] != "y" {
		t.Errorf("response headers = %v", got)
	}
}

// A shard key and a routing key with the same text stay different options.
func TestKindsStayApart(t *testing.T) {
	if reflect.DeepEqual(WithShardKey("k"), WithRoutingKey("k")) {
		t.Error("a shard key equals a routing key")
	}
	if !reflect.DeepEqual(WithHeader("k", "v"), WithHeader("k", "v")) {
		t.Error("equal headers differ")
	}
}

var (
	keys = []string{"shard-42", "shard-43", "tenant-a", "tenant-b"}
	sink CallOption
	out  *Outbound
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

func BenchmarkResponseHeaders(b *testing.B) {
	var m map[string]string
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = ResponseHeaders(&m)
	}
}

func BenchmarkCallWithResponseHeaders(b *testing.B) {
	var m map[string]string
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		out = NewOutbound(ResponseHeaders(&m))
	}
}
