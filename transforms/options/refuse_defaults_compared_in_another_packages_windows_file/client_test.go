package rpc

import (
	"testing"
	"time"
)

func TestDefaultsThenOptions(t *testing.T) {
	c := New(WithService("billing"), WithRetry(func(n int) bool { return n < 3 }))
	if c.cfg.service != "billing" || c.cfg.timeout != time.Second || !c.cfg.retry(2) {
		t.Fatalf("config %+v", c.cfg)
	}
}
