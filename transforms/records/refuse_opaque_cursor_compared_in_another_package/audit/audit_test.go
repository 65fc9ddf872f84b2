package audit

import (
	"testing"

	stash "example.com/stash"
)

func TestDepositsKeepStacks(t *testing.T) {
	s := &stash.Stash{}
	s.Put(1, 5)
	s.Put(2, 1)
	if !Stable(s, 1, []int{3, 4, 5, 6, 7, 8, 9}) {
		t.Fatal("the stack of 1 moved")
	}
}
