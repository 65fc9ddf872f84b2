package rpc

import (
	"testing"
	"time"
)

func TestDo(t *testing.T) {
	if r, d := Do(WithRetries(2), WithTimeout(time.Second)); r != 2 || d != time.Second {
		t.Fatalf("%d %v", r, d)
	}
}
