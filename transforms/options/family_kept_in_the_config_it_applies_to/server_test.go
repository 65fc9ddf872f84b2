package server

import (
	"testing"
	"time"
)

func TestTheLastOptionAppliesAgain(t *testing.T) {
	c := New(WithName("api"), WithTimeout(time.Second))
	if c.name != "api" || c.timeout != time.Second {
		t.Fatalf("config %q %v", c.name, c.timeout)
	}
	var again serverConfig
	c.last.apply(&again)
	if again.timeout != time.Second || again.name != "" {
		t.Fatalf("last option applied again: %q %v", again.name, again.timeout)
	}
}

var sink Option

func BenchmarkWithTimeout(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithTimeout(time.Duration(i+1000) * time.Millisecond)
	}
}
