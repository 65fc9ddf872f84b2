package retry

import (
	"testing"
	"time"
)

func TestOptionsApplyInOrder(t *testing.T) {
	c := New(WithRetries(3), WithBackoff(time.Second), WithRetries(5))
	if c.retries != 5 || c.backoff != time.Second {
		t.Fatalf("got %+v", c)
	}
}
