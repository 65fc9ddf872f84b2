// Case: refused (unrecognised_use). Removal through a pointer to the link that goes on
// after the unlink: the original then skips the element after each removed one (two
// adjacent matches leave the second), which a tombstone would not, so the loop is left
// as it is.
package queue

type queue struct {
	jobs *job
}

type job struct {
	owner string
	next  *job
}

func (q *queue) push(owner string) { q.jobs = &job{owner: owner, next: q.jobs} }

func (q *queue) dropOwner(owner string) {
	for pp := &q.jobs; *pp != nil; pp = &(*pp).next {
		if (*pp).owner == owner {
			*pp = (*pp).next
		}
	}
}

func (q *queue) owners() []string {
	var out []string
	for j := q.jobs; j != nil; j = j.next {
		out = append(out, j.owner)
	}
	return out
}
