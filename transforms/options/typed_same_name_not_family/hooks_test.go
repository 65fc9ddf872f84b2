package hooks

import (
	"testing"
	"time"
)

func TestNewAppliesOptions(t *testing.T) {
	s := New(WithTimeout(time.Minute), WithRetries(-1), WithTags("a", "b"))
	if s.timeout != time.Minute || s.retries != 0 || len(s.tags) != 2 {
		t.Fatalf("New = %+v", s)
	}
	if err := Validate(s); err != nil {
		t.Fatal(err)
	}
}

var sink Option

func BenchmarkConstructWithTags(b *testing.B) {
	tags := []string{"retry", "audit"}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithTags(tags[i%2:]...)
	}
}
