package kv

import (
	"testing"
	"time"
)

func TestGet(t *testing.T) {
	c := Get(WithPrefix("users"), WithDeadline(time.Second))
	if c.prefix != "users/" || c.deadline != time.Second {
		t.Fatalf("config %+v", c)
	}
}
