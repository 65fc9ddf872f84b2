// Case: refused (link_used_elsewhere). A job queue keeps its jobs as a list the pass
// could turn into a slice, and a helper walks any chain of jobs it is handed (`for ; j
// != nil; j = j.next`). The rewrite deletes job.next, so the helper would no longer
// compile: the queue is refused.
package queue

type job struct {
	id   int
	next *job
}

type queue struct {
	jobs *job
}

func (q *queue) add(id int) { q.jobs = &job{id: id, next: q.jobs} }

func (q *queue) pending() int {
	n := 0
	for j := q.jobs; j != nil; j = j.next {
		n++
	}
	return n
}

// chainLength counts the jobs from j on.
func chainLength(j *job) int {
	n := 0
	for ; j != nil; j = j.next {
		n++
	}
	return n
}
