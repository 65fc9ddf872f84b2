package stash_test

import (
	"testing"

	stash "example.com/refuse_exported_lookup_handed_back"
)

func TestSpendAKeptStack(t *testing.T) {
	s := &stash.Stash{}
	s.Put(7, 2)
	kept := s.Lookup(7)
	s.Put(9, 1)
	s.Spend(kept)
	if got := s.Total(); got != 2 {
		t.Fatalf("Total = %d, want 2 after spending one of three", got)
	}
}
