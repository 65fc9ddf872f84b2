package stash_test

import (
	"testing"

	stash "example.com/list_exported_lookup_opaque_cursor"
)

func TestPutAndLookup(t *testing.T) {
	s := &stash.Stash{}
	s.Put(7, 2)
	s.Put(9, 1)
	s.Put(7, 3)
	has7 := s.Lookup(7) != nil
	has8 := s.Lookup(8) != nil
	if !has7 || has8 {
		t.Fatalf("Lookup(7) found: %v, Lookup(8) found: %v; want true, false", has7, has8)
	}
	if got := s.Count(7); got != 5 {
		t.Fatalf("Count(7) = %d, want 5", got)
	}
}

func BenchmarkPut(b *testing.B) {
	for i := 0; i < b.N; i++ {
		s := &stash.Stash{}
		for id := 0; id < 16; id++ {
			s.Put(id, 1)
		}
	}
}
