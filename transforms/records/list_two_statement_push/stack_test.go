package stack

import (
	"strings"
	"testing"
)

func TestTrace(t *testing.T) {
	s := &stack{}
	for _, fn := range []string{"main", "run", "step"} {
		s.push(fn)
	}
	if got := strings.Join(s.trace(), ">"); got != "step>run>main" {
		t.Errorf("trace = %s", got)
	}
}
