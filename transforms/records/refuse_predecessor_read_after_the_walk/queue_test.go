package jobs

import (
	"slices"
	"testing"
)

func TestRemoveDoneNamesTheJobBefore(t *testing.T) {
	q := &queue{}
	q.add("c")
	q.add("b")
	q.add("a")
	q.finish("b")
	if got := q.removeDone(); got != "a" {
		t.Fatalf("before = %q", got)
	}
	if got := q.names(); !slices.Equal(got, []string{"a", "c"}) {
		t.Fatalf("jobs %v", got)
	}
}
