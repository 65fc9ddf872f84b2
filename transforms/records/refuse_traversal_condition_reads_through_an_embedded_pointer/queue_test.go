package queue

import "testing"

func TestAnEmptiedQueueWithoutAQuotaListsNothing(t *testing.T) {
	q := &queue{}
	q.push(7)
	q.remove(7)
	if ids := q.firstIDs(); len(ids) != 0 {
		t.Fatalf("ids %v", ids)
	}
	limited := &queue{quota: &quota{limit: 2}}
	limited.push(1)
	limited.push(2)
	limited.push(3)
	if ids := limited.firstIDs(); len(ids) != 2 || ids[0] != 3 || ids[1] != 2 {
		t.Fatalf("ids %v, want [3 2]", ids)
	}
}
