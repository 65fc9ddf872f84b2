// Package audit checks that deposits never move a player's existing stacks.
package audit

import stash "example.com/stash"

// Stable deposits the new ids and says whether the stack of id is still the same one.
func Stable(s *stash.Stash, id int, deposits []int) bool {
	before := s.Lookup(id)
	for _, d := range deposits {
		s.Put(d, 1)
	}
	return before == s.Lookup(id)
}
