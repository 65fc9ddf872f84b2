// Case: a walk's extra condition reads `b.limit`, a field promoted from the embedded
// `*quota`, nil in a queue made without one: the linked loop stops at the nil head of an
// emptied queue without reading it, the index loop checks the condition on its removed
// entries too and would dereference the nil quota. Refused as unrecognised_use.
package queue

type job struct {
	id   int
	next *job
}

type quota struct {
	limit int
}

type queue struct {
	jobs *job
	*quota
}

func (q *queue) push(id int) {
	q.jobs = &job{id: id, next: q.jobs}
}

func (q *queue) remove(id int) bool {
	for pp := &q.jobs; *pp != nil; pp = &(*pp).next {
		if (*pp).id == id {
			*pp = (*pp).next
			return true
		}
	}
	return false
}

func (q *queue) firstIDs() []int {
	var ids []int
	n := 0
	for j := q.jobs; j != nil && n < q.limit; j = j.next {
		ids = append(ids, j.id)
		n++
	}
	return ids
}
