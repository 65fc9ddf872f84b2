package jobs

import "testing"

func TestCountsBesideTheJobSkipped(t *testing.T) {
	q := &Queue{pending: []string{"a", "b", "c", "d"}}
	if got, err := q.SkipJSON(); err != nil || string(got) != `{"pending":3,"skipped":true}` {
		t.Errorf("SkipJSON = %s, %v", got, err)
	}
	if got := q.SkipLine(); got != "pending=3 skipped=true" {
		t.Errorf("SkipLine = %q", got)
	}
}
