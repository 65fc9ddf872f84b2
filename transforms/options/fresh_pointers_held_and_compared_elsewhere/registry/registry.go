// Package registry counts how often each hook was registered with each option.
package registry

import "example.com/lifecycle"

// key is one registration: the hook's name and the option it was given.
type key struct {
	hook string
	opt  lifecycle.Option
}

// Registry counts registrations per hook and option.
type Registry struct {
	seen map[key]int
}

// Add records hook with o and says how often that pair has been seen.
func (r *Registry) Add(hook string, o lifecycle.Option) int {
	if r.seen == nil {
		r.seen = map[key]int{}
	}
	k := key{hook, o}
	r.seen[k]++
	return r.seen[k]
}

// Distinct is the number of different registrations.
func (r *Registry) Distinct() int { return len(r.seen) }
