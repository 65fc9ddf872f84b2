package burst

import "testing"

func TestStrictAndNamed(t *testing.T) {
	c := newConfig(Named("api"), Strict)
	if c.burst != 0 || c.name != "api" {
		t.Fatalf("config = %+v", c)
	}
	if c := newConfig(WithBurst(3)); c.burst != 3 {
		t.Fatalf("config = %+v", c)
	}
}

var sink Option

func BenchmarkConstructNamed(b *testing.B) {
	names := []string{"api", "worker"}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Named(names[i%2])
	}
}
