package queue

import (
	"fmt"
	"testing"
)

func TestRemove(t *testing.T) {
	q := &queue{}
	for i := 1; i <= 5; i++ {
		q.push(i)
	}
	q.remove(5)
	q.remove(3)
	q.remove(1)
	q.remove(9)
	q.push(6)
	if got := fmt.Sprint(q.ids()); got != "[6 4 2]" {
		t.Errorf("ids = %s, want [6 4 2]", got)
	}
}
