package deck

import (
	"fmt"
	"testing"
)

func TestCopyInto(t *testing.T) {
	d, out := &deck{}, &deck{}
	d.add(1)
	d.add(2)
	out.add(7)
	d.copyInto(out)
	if got := fmt.Sprint(out.ranks()); got != "[2 1]" {
		t.Errorf("out = %s, want [2 1]", got)
	}
	(&deck{}).copyInto(out)
	if got := fmt.Sprint(out.ranks()); got != "[2 1]" {
		t.Errorf("after copying an empty deck, out = %s, want [2 1]", got)
	}
}
