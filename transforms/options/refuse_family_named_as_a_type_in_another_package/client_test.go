package client

import (
	"testing"
	"time"
)

func TestSettings(t *testing.T) {
	if d, n := Settings(WithTimeout(time.Second), WithRetries(2)); d != time.Second || n != 2 {
		t.Fatalf("settings %v %d", d, n)
	}
}
