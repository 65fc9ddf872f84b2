package rpc

import (
	"fmt"
	"testing"
)

func TestCloseAllLogsTheMarkedNames(t *testing.T) {
	c := &conn{}
	for _, name := range []string{"a", "b", "c", "d"} {
		c.push(name)
	}
	c.closeAll()
	if got := fmt.Sprint(c.log); got != "[a! b! c! d!]" {
		t.Fatalf("log %s", got)
	}
}
