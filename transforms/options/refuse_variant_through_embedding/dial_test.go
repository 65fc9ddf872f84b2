package dial

import (
	"testing"
	"time"
)

func TestDialOptions(t *testing.T) {
	c := newDialConfig(WithTimeout(time.Second), WithAuthority("api.internal"))
	if c.timeout != time.Second || c.authority != "api.internal" {
		t.Fatalf("got %+v", c)
	}
}
