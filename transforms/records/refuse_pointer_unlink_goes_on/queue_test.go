package queue

import (
	"fmt"
	"testing"
)

func TestDropOwner(t *testing.T) {
	q := &queue{}
	for _, o := range []string{"a", "b", "b", "c"} {
		q.push(o)
	}
	q.dropOwner("b")
	if got := fmt.Sprint(q.owners()); got != "[c b a]" {
		t.Errorf("owners = %s, want [c b a]", got)
	}
}
