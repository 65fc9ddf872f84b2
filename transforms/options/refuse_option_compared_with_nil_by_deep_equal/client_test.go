package rpc

import (
	"reflect"
	"testing"
	"time"
)

func TestAFreshClientAppliedNothing(t *testing.T) {
	c := NewClient()
	if !reflect.DeepEqual(c.last, nil) {
		t.Fatal("a fresh client has applied an option")
	}
	c.Apply(WithTimeout(time.Second), WithRetries(3))
	if reflect.DeepEqual(c.last, nil) {
		t.Fatal("the last option applied is not kept")
	}
	if c.cfg.retries != 3 || c.cfg.timeout != time.Second {
		t.Fatalf("config %+v", c.cfg)
	}
}

func BenchmarkApply(b *testing.B) {
	c := NewClient()
	for i := 0; i < b.N; i++ {
		c.Apply(WithTimeout(time.Second), WithRetries(3))
	}
}
