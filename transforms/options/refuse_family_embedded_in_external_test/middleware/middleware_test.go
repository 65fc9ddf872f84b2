package middleware

import (
	"testing"

	"example.com/rpc"
)

func TestOptions(t *testing.T) {
	opts := Options([]Tagged{{rpc.WithRetries(3), "retry"}, {rpc.WithHeader("k", "v"), "auth"}})
	_, retries, headers := rpc.Settings(opts...)
	if retries != 3 || headers["k"] != "v" {
		t.Errorf("retries %d, headers %v", retries, headers)
	}
}
