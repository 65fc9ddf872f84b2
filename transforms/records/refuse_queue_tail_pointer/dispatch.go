// Case: refused (tail_pointer). A work queue that keeps a pointer to its last job so
// that a push is O(1) at the tail: `head` and `tail` point into one list, and the list
// grows through `q.tail.next`. One slice could hold it, but unbox does not build that
// rewrite, so both fields are left as they are, and the refusal says why.
package dispatch

type job struct {
	id      int64
	kind    string
	payload []byte
	next    *job
}

type queue struct {
	head *job
	tail *job
	size int
}

func (q *queue) push(id int64, kind string, payload []byte) {
	j := &job{id: id, kind: kind, payload: payload}
	if q.tail == nil {
		q.head = j
	} else {
		q.tail.next = j
	}
	q.tail = j
	q.size++
}

func (q *queue) pop() (int64, string, bool) {
	j := q.head
	if j == nil {
		return 0, "", false
	}
	q.head = j.next
	if q.head == nil {
		q.tail = nil
	}
	q.size--
	return j.id, j.kind, true
}

func (q *queue) pending(kind string) int {
	n := 0
	for j := q.head; j != nil; j = j.next {
		if j.kind == kind {
			n++
		}
	}
	return n
}
