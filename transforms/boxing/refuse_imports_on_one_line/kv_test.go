package kv

import "testing"

func TestPair(t *testing.T) {
	t.Setenv("KV_SUFFIX", "")
	if got := Pair("retries", 3); got != "retries=3" {
		t.Fatalf("pair %q", got)
	}
}
