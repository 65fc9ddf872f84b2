package client

import (
	"testing"
	"time"
)

func TestWithAddsToACopy(t *testing.T) {
	base := &Client{opts: []CallOption{WithTimeout(time.Second)}}
	derived := base.With(WithRetries(3), WithTimeout(2*time.Second))
	if got := base.settings(); got != (call{timeout: time.Second}) {
		t.Fatalf("base = %+v", got)
	}
	if got := derived.settings(); got != (call{timeout: 2 * time.Second, retries: 3}) {
		t.Fatalf("derived = %+v", got)
	}
}

var sink CallOption

func BenchmarkConstructTimeout(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = WithTimeout(time.Duration(i+1000) * time.Millisecond)
	}
}
