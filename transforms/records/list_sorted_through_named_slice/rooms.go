// Case: rooms sorted with the sort.Interface idiom: `sort.Sort(byMembers(rooms))` converts
// a []*room to a named slice type with the same underlying type, which keeps the layout
// (it was refused as reflection_or_unsafe, taken for a conversion that reads it), and
// sort.Sort only calls Len, Less and Swap. Rewritten.
package rooms

import "sort"

type member struct {
	id   int
	next *member
}

type room struct {
	name    string
	members *member
}

func (r *room) join(id int) { r.members = &member{id: id, next: r.members} }

func (r *room) size() int {
	n := 0
	for m := r.members; m != nil; m = m.next {
		n++
	}
	return n
}

type byMembers []*room

func (s byMembers) Len() int           { return len(s) }
func (s byMembers) Less(i, j int) bool { return s[i].size() > s[j].size() }
func (s byMembers) Swap(i, j int)      { s[i], s[j] = s[j], s[i] }

// busiestFirst orders rooms by how many members they have, most first.
func busiestFirst(rooms []*room) { sort.Sort(byMembers(rooms)) }
