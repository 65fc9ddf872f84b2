package rpc

import (
	"testing"
	"time"
)

func TestResolve(t *testing.T) {
	timeout, retries := Resolve(WithTimeout(time.Second), WithRetries(3))
	if timeout != time.Second || retries != 3 {
		t.Errorf("Resolve = %v, %d", timeout, retries)
	}
}
