package discovery

import "testing"

func TestRotateLogsTheOldLease(t *testing.T) {
	s := &svc{name: "api", lease: &lease{host: "a", ttl: 5}}
	if got, want := s.rotate(), "a:5 -> 60 (a)"; got != want {
		t.Fatalf("rotate = %q, want %q", got, want)
	}
}
