package mail

import (
	"fmt"
	"testing"
)

func TestSweepKeepsTheSecondOfTwoExpiredInARow(t *testing.T) {
	b := &mailbox{}
	b.deliver(1, false)
	b.deliver(2, true)
	b.deliver(3, true)
	b.deliver(4, false)
	b.sweep()
	if got := fmt.Sprint(b.ids()); got != "[4 2 1]" {
		t.Fatalf("ids after sweep = %s", got)
	}
}
