package wheel

import (
	"reflect"
	"testing"
)

func loaded() *wheel {
	w := &wheel{}
	w.add(1, "x", 50)
	w.add(2, "y", 10)
	w.add(3, "y", 20)
	w.add(4, "x", 5)
	w.add(5, "y", 60)
	return w
}

func TestCancelKindRemovesMatchesInARow(t *testing.T) {
	w := loaded()
	w.cancelKind("y")
	if got := w.ids(); !reflect.DeepEqual(got, []int{4, 1}) {
		t.Fatalf("ids = %v, want [4 1]", got)
	}
	w.cancelKind("x")
	if got := w.ids(); len(got) != 0 {
		t.Fatalf("ids = %v, want none", got)
	}
}

func TestCancelExpired(t *testing.T) {
	w := loaded()
	w.cancelExpired(20)
	if got := w.ids(); !reflect.DeepEqual(got, []int{5, 1}) {
		t.Fatalf("ids = %v, want [5 1]", got)
	}
}

func BenchmarkAddAndCancel(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		w := &wheel{}
		for id := 0; id < 64; id++ {
			w.add(id, "y", id)
		}
		w.cancelKind("y")
	}
}
