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

