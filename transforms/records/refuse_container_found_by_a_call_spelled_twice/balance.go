// Case: a push-front whose container is found by a call on each side
// (`b.pick().jobs = &job{id: id, next: b.pick().jobs}`, a balancer following a routing
// order): Go calls pick twice, so a job is linked to one worker's list and stored as another's head; the
// rewrite's `b.pick().jobs = append(b.pick().jobs, job{id: id})` would give two workers
// one array, and a later append to one would overwrite the other's jobs. Refused as
// container_from_a_call.
package balance

type job struct {
	id   int
	next *job
}

type worker struct {
	jobs *job
}

type balancer struct {
	workers []*worker
	// order lists the worker each pick takes, in turn, then again.
	order []int
}

func (b *balancer) pick() *worker {
	i := b.order[0]
	b.order = append(b.order[1:], i)
	return b.workers[i]
}

func (b *balancer) submit(id int) {
	b.pick().jobs = &job{id: id, next: b.pick().jobs}
}

func (w *worker) ids() []int {
	var ids []int
	for j := w.jobs; j != nil; j = j.next {
		ids = append(ids, j.id)
	}
	return ids
}
