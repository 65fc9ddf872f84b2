package ratelimit

import (
	"testing"
	"time"
)

func TestDescribe(t *testing.T) {
	if got := Describe(Per(100 * time.Millisecond)); got != "per 100ms (10/s)" {
		t.Errorf("Describe = %q", got)
	}
	if got := Describe(WithSlack(3)); got != "slack 3" {
		t.Errorf("Describe = %q", got)
	}
	if got := Describe(WithClock("mock")); got != "clock mock" {
		t.Errorf("Describe = %q", got)
	}
}

func TestWait(t *testing.T) {
	if got := Wait(5, Per(time.Second), WithSlack(2)); got != 3*time.Second {
		t.Fatalf("wait %v", got)
	}
}

var sink Option

func BenchmarkPer(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Per(time.Duration(i + 1000))
	}
}
