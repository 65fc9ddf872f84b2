package wheel

import (
	"reflect"
	"testing"
)

func TestCancelPair(t *testing.T) {
	w := &wheel{}
	for id := 1; id <= 5; id++ {
		w.schedule(id, int64(id)*100)
	}
	w.cancelPair(2, 4)
	if got := w.pending(); !reflect.DeepEqual(got, []int{5, 3, 1}) {
		t.Fatalf("pending = %v", got)
	}
	w.cancelPair(5, 1)
	if got := w.pending(); !reflect.DeepEqual(got, []int{5, 3}) {
		t.Fatalf("pending = %v, want the newest kept", got)
	}
}

func BenchmarkScheduleAndCancel(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		w := &wheel{}
		for id := 0; id < 8; id++ {
			w.schedule(id, int64(id))
		}
		w.cancelPair(2, 5)
	}
}
