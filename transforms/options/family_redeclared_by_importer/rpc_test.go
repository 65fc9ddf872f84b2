package rpc

import (
	"testing"

	"example.com/rpc/encoding"
)

func TestCall(t *testing.T) {
	c := Call(WithShardKey("users"), CallOption(encoding.WithHeader("k", "v")))
	if c.ShardKey != "users" || c.Headers["k"] != "v" {
		t.Fatalf("call %+v", c)
	}
}

var (
	sink encoding.CallOption
	key  = "users"
)

func BenchmarkConstructWithShardKey(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = encoding.WithShardKey(key)
	}
}
