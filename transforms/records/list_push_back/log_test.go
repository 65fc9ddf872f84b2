package log

import (
	"strings"
	"testing"
)

func TestLines(t *testing.T) {
	l := &log{}
	l.add("a")
	l.fail("x")
	l.add("b")
	l.fail("y")
	l.add("c")
	if got := strings.Join(l.lines(), ","); got != "a,b,c,error: x,error: y" {
		t.Errorf("lines = %s", got)
	}
}
