package registry

import (
	"testing"
	"time"
)

func TestProvide(t *testing.T) {
	var r Registry
	r.Provide(WithPort, WithTimeout)
	if n := r.Interfaces(); n != 2 {
		t.Fatalf("Interfaces() = %d, want 2", n)
	}
	s := NewServer(WithPort(8080), WithTimeout(time.Second))
	if s.port != 8080 || s.timeout != time.Second {
		t.Fatalf("server = %+v", *s)
	}
}
