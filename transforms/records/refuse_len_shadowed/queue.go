// Case: refused (name_shadowed). length counts the queue's jobs in a local named len, as
// code ported from other languages does; the index loop's header would call len(…) there,
// where len is an int.
package queue

type job struct {
	id   int
	next *job
}

type queue struct {
	jobs *job
}

func (q *queue) push(id int) { q.jobs = &job{id: id, next: q.jobs} }

// length counts the queued jobs.
func (q *queue) length() int {
	len := 0
	for j := q.jobs; j != nil; j = j.next {
		len++
	}
	return len
}
