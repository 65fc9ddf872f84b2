package sched

import "testing"

func TestQueue(t *testing.T) {
	q := &queue{name: "io"}
	q.push(1, 5)
	q.push(2, 7)
	if !q.queued(1) || q.queued(3) || q.total() != 12 {
		t.Fatalf("queued(1) %v, queued(3) %v, total %d", q.queued(1), q.queued(3), q.total())
	}
	f := q.fresh()
	q.drain()
	if q.queued(1) || q.total() != 0 || f.total() != 0 || f.name != "io" {
		t.Fatal("drained")
	}
}

func BenchmarkPush(b *testing.B) {
	b.ReportAllocs()
	q := &queue{name: "io"}
	for i := 0; i < b.N; i++ {
		q.push(i, 1)
		if i%64 == 63 {
			q.drain()
		}
	}
}
