package labels

import "testing"

func TestShardKey(t *testing.T) {
	if got := ShardKey("orders", -3); got != "orders/shard--3" {
		t.Errorf("ShardKey = %q", got)
	}
}
