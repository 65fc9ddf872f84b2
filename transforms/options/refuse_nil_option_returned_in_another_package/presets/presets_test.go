package presets

import (
	"testing"
	"time"

	"example.com/rpc"
)

func TestKnownPresets(t *testing.T) {
	var opts []rpc.CallOption
	for _, name := range Known {
		opts = append(opts, Lookup(name))
	}
	timeout, retries := rpc.Resolve(opts...)
	if timeout != 100*time.Millisecond || retries != 5 {
		t.Errorf("Resolve = %v, %d", timeout, retries)
	}
}
