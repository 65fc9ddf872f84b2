package queue

import (
	"fmt"
	"testing"
)

func TestRemoveAndFinish(t *testing.T) {
	q := &queue{}
	for i := 1; i <= 6; i++ {
		q.push(i)
	}
	if !q.remove(6) || !q.remove(3) || q.remove(9) {
		t.Fatal("remove found the wrong jobs")
	}
	q.finish(4, 2)
	q.finish(1, 2) // too deep: jobs 5 and 4 are looked at first
	q.push(7)
	if got := fmt.Sprint(q.pending()); got != "[7 5 2 1]" {
		t.Errorf("pending = %s, want [7 5 2 1]", got)
	}
}

func BenchmarkPushRemove(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		q := &queue{}
		for j := 0; j < 8; j++ {
			q.push(j)
		}
		for j := 0; j < 8; j += 2 {
			q.remove(j)
		}
	}
}
