// Case: a job queue appended at the tail whose new job says where the list ends
// (`next: nil`), written on several lines and on one; the key says what leaving it out
// says, so each push becomes one append of the job without it. Rewritten.
package jobs

type queue struct {
	pending *job
	retries *job
}

type job struct {
	id      int
	name    string
	attempt int
	next    *job
}

// submit queues a new job behind the pending ones.
func (q *queue) submit(id int, name string) {
	j := &job{
		id:   id,
		name: name,
		next: nil,
	}
	if q.pending == nil {
		q.pending = j
		return
	}
	last := q.pending
	for last.next != nil {
		last = last.next
	}
	last.next = j
}

// retry queues a failed job again, counting the attempt.
func (q *queue) retry(id int, name string, attempt int) {
	j := &job{next: nil, id: id, name: name, attempt: attempt + 1}
	if q.retries == nil {
		q.retries = j
	} else {
		last := q.retries
		for last.next != nil {
			last = last.next
		}
		last.next = j
	}
}

// names lists the pending jobs, then the retried ones with their attempt.
func (q *queue) names() []string {
	var out []string
	for j := q.pending; j != nil; j = j.next {
		out = append(out, j.name)
	}
	for j := q.retries; j != nil; j = j.next {
		out = append(out, j.name+"#"+string(rune('0'+j.attempt)))
	}
	return out
}
