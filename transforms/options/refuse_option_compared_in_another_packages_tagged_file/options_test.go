package cache

import (
	"testing"
	"time"
)

func TestLaterOptionsWin(t *testing.T) {
	c := New(WithAddr("a:1"), WithDB(2), WithAddr("b:2"), WithTimeout(time.Minute))
	if c.Addr() != "b:2" || c.DB() != 2 {
		t.Fatalf("got %s/%d", c.Addr(), c.DB())
	}
}

func BenchmarkConstructOptions(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = New(WithAddr("cache:6379"), WithDB(i), WithTimeout(time.Duration(i)))
	}
}
