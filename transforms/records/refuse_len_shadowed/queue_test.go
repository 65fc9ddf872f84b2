package queue

import "testing"

func TestLength(t *testing.T) {
	q := &queue{}
	q.push(1)
	q.push(2)
	if got := q.length(); got != 2 {
		t.Errorf("length = %d, want 2", got)
	}
}
