package retry

import "testing"

func TestBackoffOrFallsBack(t *testing.T) {
	p := New(BackoffOr(0, Attempts(3)))
	if p.attempts != 3 || p.backoff != 0 {
		t.Fatalf("policy %+v", p)
	}
}
