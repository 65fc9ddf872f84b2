package client

import (
	"testing"
	"time"
)

func TestDescribe(t *testing.T) {
	if got := describe(WithTimeout(time.Second)); got != "timeout 1s" {
		t.Errorf("describe = %q", got)
	}
	if c := New(WithName("api"), WithTimeout(time.Second)); c.name != "api" || c.timeout != time.Second {
		t.Errorf("New = %+v", c)
	}
}
