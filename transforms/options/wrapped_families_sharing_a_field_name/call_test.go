package rpc

import (
	"testing"
	"time"
)

func TestCall(t *testing.T) {
	if got := Call(WithTTL(3*time.Second), WithShard("eu-1")); got != "3s/eu-1" {
		t.Fatalf("Call = %q", got)
	}
}

func TestStream(t *testing.T) {
	if got := Stream(WithWindow(1<<16), WithCodec("json")); got != "json" {
		t.Fatalf("Stream = %q", got)
	}
}

func TestOutbound(t *testing.T) {
	o := outbound{opt: "keepalive", port: 8080}
	if got := o.Describe(); got != "keepalive" {
		t.Fatalf("Describe = %q", got)
	}
}

func BenchmarkCall(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if Call(WithTTL(time.Second), WithShard("eu-1")) == "" {
			b.Fatal("empty")
		}
	}
}
