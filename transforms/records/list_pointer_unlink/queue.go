// Case: a job queue pushed at the front, with removal through a pointer to the link
// (`for pp := &q.jobs; *pp != nil; pp = &(*pp).next`, the idiom that needs no
// predecessor variable) and an update through it. The unlink becomes a tombstone and
// `(*pp).v` the element's field. Rewritten.
package queue

type queue struct {
	jobs *job
}

type job struct {
	id   int
	done bool
	next *job
}

func (q *queue) push(id int) { q.jobs = &job{id: id, next: q.jobs} }

// remove takes the job with the given id out of the queue.
func (q *queue) remove(id int) bool {
	for pp := &q.jobs; *pp != nil; pp = &(*pp).next {
		if (*pp).id == id {
			*pp = (*pp).next
			return true
		}
	}
	return false
}

// finish marks the first job with the given id done, looking at most limit jobs deep.
func (q *queue) finish(id, limit int) {
	seen := 0
	for pp := &q.jobs; *pp != nil && seen < limit; pp = &(*pp).next {
		seen++
		if (*pp).id == id {
			(*pp).done = true
			break
		}
	}
}

func (q *queue) pending() []int {
	var out []int
	for j := q.jobs; j != nil; j = j.next {
		if !j.done {
			out = append(out, j.id)
		}
	}
	return out
}
