package hooks

import (
	"testing"
	"time"
)

func TestRegisterKeepsTwoHooksWithEqualTimeouts(t *testing.T) {
	var r Registry
	first := OnStop(time.Second)
	r.Register(first)
	r.Register(OnStop(time.Second))
	r.Register(first)
	r.Register(Named("api"))
	s := r.Settings()
	if len(s.stops) != 2 || s.name != "api" {
		t.Errorf("settings = %+v, want two stop hooks", s)
	}
}

var sink Option

func BenchmarkConstructNamed(b *testing.B) {
	names := []string{"api", "worker"}
	for i := 0; i < b.N; i++ {
		sink = Named(names[i%2])
	}
}
