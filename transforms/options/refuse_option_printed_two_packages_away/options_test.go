package kv

import "testing"

func TestShards(t *testing.T) {
	if Shards(WithShards(300)) != 300 {
		t.Fatal("shards")
	}
}
