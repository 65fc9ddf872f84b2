package client

import "testing"

func TestNew(t *testing.T) {
	if timeout, retries := New(WithTimeout(1500), WithRetries(3)); timeout != 1500 || retries != 3 {
		t.Errorf("New = %d, %d", timeout, retries)
	}
}
