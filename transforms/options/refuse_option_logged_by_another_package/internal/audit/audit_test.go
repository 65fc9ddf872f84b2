package audit

import (
	"testing"
	"time"

	"example.com/rpc"
)

func TestDescribe(t *testing.T) {
	got := Describe(rpc.WithRetries(3), rpc.WithTimeout(5*time.Second))
	if got != "[3 5000000000]" {
		t.Fatalf("Describe = %q", got)
	}
}
