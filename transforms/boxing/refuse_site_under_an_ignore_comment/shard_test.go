package shard

import "testing"

func TestName(t *testing.T) {
	if got := Name("eu", -3); got != "eu--3" {
		t.Fatalf("Name = %q", got)
	}
}
