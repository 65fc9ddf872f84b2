package rpc

import (
	"testing"
	"time"
)

func TestLastUsedNamesTheKinds(t *testing.T) {
	var c Client
	o := c.Options("Get", WithHeader("k", "v"), WithTimeout(time.Second))
	if o.timeout != time.Second || o.headers["k"] != "v" {
		t.Errorf("Options = %+v", o)
	}
	c.Options("Put", WithRetries(2))
	want := "Get: rpc.timeoutOption\nPut: rpc.retryOption"
	if got := c.LastUsed(); got != want {
		t.Errorf("LastUsed() = %q, want %q", got, want)
	}
}
