package client

import (
	"testing"
	"time"

	"example.com/rpc"
)

func TestFastIsLabelled(t *testing.T) {
	if got := Label(fast); got != "fast" {
		t.Errorf("Label = %q", got)
	}
	if timeout, _ := rpc.Resolve(Fast()); timeout != 100*time.Millisecond {
		t.Errorf("timeout = %v", timeout)
	}
}
