package dialer

import (
	"reflect"
	"testing"
	"time"
)

func TestWithKeepsTheOptions(t *testing.T) {
	hook := WithHook("log", func(string) {})
	c := NewClient(WithTimeout(time.Second), hook).With(WithTimeout(2 * time.Second))
	want := []Option{WithTimeout(time.Second), hook, WithTimeout(2 * time.Second)}
	if !reflect.DeepEqual(c.opts, want) {
		t.Fatal("options not carried over")
	}
}

var sink Option

func BenchmarkConstructTimeout(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = WithTimeout(time.Duration(i+1000) * time.Millisecond)
	}
}
