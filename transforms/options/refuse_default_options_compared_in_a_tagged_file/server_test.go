package server

import (
	"testing"
	"time"
)

func TestDefaultsThenOptions(t *testing.T) {
	s := New(WithName("api"))
	if s.cfg.name != "api" || s.cfg.timeout != time.Second || !s.cfg.verbose {
		t.Fatalf("config %+v", s.cfg)
	}
}
