package vm

import (
	"fmt"
	"testing"
)

func TestCallStack(t *testing.T) {
	m := &machine{}
	m.call(10)
	m.call(20)
	m.deliver(5)
	if got := fmt.Sprint(m.dump()); got != "[20 5 10 0]" {
		t.Fatalf("dump %s", got)
	}
	if pc := m.ret(); pc != 20 {
		t.Fatalf("ret %d", pc)
	}
	if got := fmt.Sprint(m.dump()); got != "[10 0]" {
		t.Fatalf("dump after ret %s", got)
	}
}
