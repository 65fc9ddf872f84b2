// Package registry counts how often each option was registered.
package registry

import "example.com/lifecycle"

// Registry counts registrations per option.
type Registry struct {
	seen map[lifecycle.Option]int
}

// Add records o and says how often it has been seen.
func (r *Registry) Add(o lifecycle.Option) int {
	if r.seen == nil {
		r.seen = map[lifecycle.Option]int{}
	}
	r.seen[o]++
	return r.seen[o]
}

// Distinct is the number of different options registered.
func (r *Registry) Distinct() int { return len(r.seen) }
