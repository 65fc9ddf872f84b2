package pool

import (
	"errors"
	"testing"
	"time"
)

func TestBuild(t *testing.T) {
	c, err := build(WithSize(8), WithIdle(time.Minute), WithFallback(nil))
	if err != nil || c.size != 8 || c.idle != time.Minute || c.fallback != nil {
		t.Errorf("config = %+v, %v", c, err)
	}
	b := newBuilder()
	b.reserve()
	b.onAdd(WithSize(2))
	if _, err := build(b.opts...); !errors.Is(err, errNilOption) {
		t.Errorf("err = %v, want errNilOption", err)
	}
	b.opts[0] = WithIdle(time.Second)
	if c, err := build(b.opts...); err != nil || c.size != 2 || c.idle != time.Second {
		t.Errorf("config = %+v, %v", c, err)
	}
}
