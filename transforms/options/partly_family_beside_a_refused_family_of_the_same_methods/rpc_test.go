package rpc

import (
	"testing"
	"time"
)

func TestServerAndClient(t *testing.T) {
	if s := NewServer(WithName("echo")); s.name != "echo" {
		t.Fatalf("server %+v", s)
	}
	if !Validate(WithName("a")) || Validate(WithName("a"), nil) {
		t.Fatal("validate")
	}
	c := Dial(WithAddr("10.0.0.1:80"), WithTimeout(2*time.Second))
	if c.addr != "10.0.0.1:80" || c.timeout != 2*time.Second {
		t.Fatalf("client %+v", c)
	}
}

var sink ClientOption

func BenchmarkWithTimeout(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithTimeout(time.Duration(i + 1000))
	}
}
