package app

import (
	"testing"
	"time"
)

func TestGroupsApplyInOrder(t *testing.T) {
	common := Options(Name("base"), StartTimeout(time.Second))
	s := New(common, Options(Name("api")))
	if s.name != "api" || s.startTimeout != time.Second {
		t.Fatalf("New = %+v", s)
	}
}

var sink Option

func BenchmarkConstructName(b *testing.B) {
	names := []string{"api", "worker"}
	for i := 0; i < b.N; i++ {
		sink = Name(names[i%2])
	}
}
