package rpc

import (
	"testing"
	"time"
)

func TestSettings(t *testing.T) {
	timeout, retries, headers := Settings(WithTimeout(time.Second), WithRetries(2), WithHeader("k", "v"))
	if timeout != time.Second || retries != 2 || headers["k"] != "v" {
		t.Errorf("timeout %v, retries %d, headers %v", timeout, retries, headers)
	}
}
