package labels

import "testing"

func TestShiftsWrapAtTheirOwnWidth(t *testing.T) {
	if got := FlagLabel("beta", 24); got != "flag=beta bit=1627389952" {
		t.Errorf("FlagLabel(24) = %q", got)
	}
	// 'a'<<30 overflows int32 and wraps; in int64 it would not.
	if got := FlagLabel("beta", 30); got != "flag=beta bit=1073741824" {
		t.Errorf("FlagLabel(30) = %q", got)
	}
	if got := ShardMask("eu-1", 4); got != "shard=eu-1 mask=10" {
		t.Errorf("ShardMask(4) = %q", got)
	}
	if got := BatchLimit("mail", 30); got != "queue=mail limit=100000" {
		t.Errorf("BatchLimit(30) = %q", got)
	}
}
