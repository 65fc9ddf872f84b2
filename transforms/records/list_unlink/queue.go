// Case: a list pushed at the front, traversed, and unlinked with the usual prev
// bookkeeping (the `!= nil` spelling); the unlink becomes a tombstone and prev disappears.
// A note after a loop header's `{` stays on the header.
// Rewritten.
package queue

type queue struct {
	jobs *job
}

type job struct {
	id   int
	next *job
}

func (q *queue) push(id int) { q.jobs = &job{id: id, next: q.jobs} }

func (q *queue) remove(id int) {
	var prev *job
	for j := q.jobs; j != nil; j = j.next {
		if j.id == id {
			if prev != nil {
				prev.next = j.next
			} else {
				q.jobs = j.next
			}
			return
		}
		prev = j
	}
}

func (q *queue) ids() []int {
	var out []int
	for j := q.jobs; j != nil; j = j.next { // newest first
		out = append(out, j.id)
	}
	return out
}
