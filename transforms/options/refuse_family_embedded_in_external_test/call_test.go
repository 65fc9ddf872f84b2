package rpc_test

import (
	"testing"
	"time"

	"example.com/rpc"
)

// recorded counts the options a test hands to Settings.
type recorded struct {
	rpc.CallOption
}

func TestEmbeddedOption(t *testing.T) {
	timeout, retries, _ := rpc.Settings(recorded{rpc.WithTimeout(time.Second)}, rpc.WithRetries(2))
	if timeout != time.Second || retries != 2 {
		t.Errorf("timeout %v, retries %d", timeout, retries)
	}
}
