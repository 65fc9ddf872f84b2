// Case: a job queue written with typed nils, `(*job)(nil)`, where `nil` would do: the
// traversal's condition, the lookup's check, the queue made empty and a copy made
// without jobs. Each says what `nil` says; a typed nil where the list head was becomes
// the nil slice. Rewritten.
package sched

type job struct {
	id   int
	prio int
	next *job
}

type queue struct {
	name string
	jobs *job
}

// push adds a job at the front.
func (q *queue) push(id, prio int) { q.jobs = &job{id: id, prio: prio, next: q.jobs} }

// find is the job with that id, or nil.
func (q *queue) find(id int) *job {
	for j := q.jobs; j != (*job)(nil); j = j.next {
		if j.id == id {
			return j
		}
	}
	return nil
}

// queued says whether the job waits in the queue.
func (q *queue) queued(id int) bool { return q.find(id) != (*job)(nil) }

// total is the sum of the waiting jobs' priorities.
func (q *queue) total() int {
	sum := 0
	for j := q.jobs; j != (*job)(nil); j = j.next {
		sum += j.prio
	}
	return sum
}

// drain forgets every job.
func (q *queue) drain() { q.jobs = (*job)(nil) }

// fresh is an empty queue of the same name.
func (q *queue) fresh() *queue { return &queue{name: q.name, jobs: (*job)(nil)} }
