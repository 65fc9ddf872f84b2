package redis

import (
	"testing"
	"time"
)

func TestBuild(t *testing.T) {
	o := build(WithAuth("cache:6379", ""), WithDB(3), WithTimeout(time.Second))
	if o.addr != "cache:6379" || o.password != "" || o.db != 3 || o.timeout != time.Second {
		t.Errorf("options = %+v", o)
	}
}
