package tracer

import "testing"

func TestNew(t *testing.T) {
	c := New(WithService("checkout"), WithSampler(func(name string) bool { return name != "health" }))
	if c.service != "checkout" || c.sampler("health") || !c.sampler("pay") {
		t.Fatalf("config = %+v", c)
	}
	if d := New(); d.service != "unknown" || !d.sampler("x") {
		t.Fatalf("default = %+v", d)
	}
}
