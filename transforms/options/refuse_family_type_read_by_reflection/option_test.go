package server

import (
	"testing"
	"time"
)

func TestNew(t *testing.T) {
	c := New(WithPort(8080), WithTimeout(time.Second))
	if c.port != 8080 || c.timeout != time.Second {
		t.Fatalf("port %d, timeout %v", c.port, c.timeout)
	}
	if !IsOption(WithPort(1)) || IsOption(42) {
		t.Fatal("IsOption")
	}
}
