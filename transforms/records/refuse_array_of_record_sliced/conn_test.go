package netstat

import (
	"fmt"
	"testing"
)

func TestRotateKeepsThePeriod(t *testing.T) {
	c := &conn{addr: "10.0.0.1"}
	c.ping(10)
	c.ping(20)
	old := c.rotate()
	c.ping(99)
	if got := fmt.Sprint(old); got != "[10 20]" {
		t.Fatalf("got %s", got)
	}
}
