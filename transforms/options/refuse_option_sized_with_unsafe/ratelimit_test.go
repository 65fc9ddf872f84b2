package ratelimit

import (
	"testing"
	"time"
	"unsafe"
)

func TestOptionsStayTwoWords(t *testing.T) {
	var o Option = WithSlack(5)
	if got, want := unsafe.Sizeof(o), 2*unsafe.Sizeof(uintptr(0)); got != want {
		t.Fatalf("an Option is %d bytes, want %d", got, want)
	}
}

func TestOptionsApplyInOrder(t *testing.T) {
	l := New(100, WithName("api"), WithSlack(5), Per(time.Minute), WithSlack(0))
	if l.cfg.name != "api" || l.cfg.slack != 0 || l.cfg.per != time.Minute {
		t.Fatalf("config %+v", l.cfg)
	}
}

func BenchmarkNew(b *testing.B) {
	for i := 0; i < b.N; i++ {
		New(100, WithName("api"), WithSlack(5), Per(time.Minute))
	}
}
